-- The quotas' counters start from what each month already used: AI tokens and successful extractions.
INSERT INTO "quota_counters" ("scope", "owner_id", "period", "used")
SELECT 'ai_tokens', "user_id", "month", "prompt_tokens" + "completion_tokens"
FROM "ai_usage"
WHERE "prompt_tokens" + "completion_tokens" > 0
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "quota_counters" ("scope", "owner_id", "period", "used")
SELECT 'extraction', "user_id", to_char("day", 'YYYY-MM'), sum("count")
FROM "extraction_usage"
GROUP BY "user_id", to_char("day", 'YYYY-MM')
HAVING sum("count") > 0
ON CONFLICT DO NOTHING;
