CREATE TABLE "live_answers" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"question_index" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"time_ms" integer NOT NULL,
	"client_id" text NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "live_answers_player_id_question_index_pk" PRIMARY KEY("player_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "live_games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pin" text NOT NULL,
	"quiz_id" integer NOT NULL,
	"content_id" integer,
	"course_id" integer,
	"host_id" integer NOT NULL,
	"title" text NOT NULL,
	"mode" text NOT NULL,
	"player_cap" integer NOT NULL,
	"question_seconds" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"state" text DEFAULT 'lobby' NOT NULL,
	"question_index" integer DEFAULT -1 NOT NULL,
	"opened_at" timestamp (3) with time zone,
	"deadline" timestamp (3) with time zone,
	"paused_remaining_ms" integer,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"results_recorded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "live_games_mode_check" CHECK ("live_games"."mode" in ('classic', 'accuracy')),
	CONSTRAINT "live_games_state_check" CHECK ("live_games"."state" in ('lobby', 'question', 'reveal', 'leaderboard', 'podium', 'ended')),
	CONSTRAINT "live_games_cap_check" CHECK ("live_games"."player_cap" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "live_players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"nickname_key" text NOT NULL,
	"user_id" integer,
	"resume_hash" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"kicked_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_answers" ADD CONSTRAINT "live_answers_player_id_live_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."live_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_players" ADD CONSTRAINT "live_players_game_id_live_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."live_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_players" ADD CONSTRAINT "live_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_answers_game_idx" ON "live_answers" USING btree ("game_id","question_index");--> statement-breakpoint
CREATE UNIQUE INDEX "live_games_open_pin_idx" ON "live_games" USING btree ("pin") WHERE "live_games"."state" <> 'ended';--> statement-breakpoint
CREATE INDEX "live_games_pin_idx" ON "live_games" USING btree ("pin","id");--> statement-breakpoint
CREATE INDEX "live_games_quiz_idx" ON "live_games" USING btree ("quiz_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_players_nickname_idx" ON "live_players" USING btree ("game_id","nickname_key");--> statement-breakpoint
CREATE UNIQUE INDEX "live_players_resume_idx" ON "live_players" USING btree ("resume_hash");