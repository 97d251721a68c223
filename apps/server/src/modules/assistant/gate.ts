import { requireFeature } from '#modules/subscriptions/index.ts';
import { requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';

/**
 * Who may ask the assistant for quiz questions and courses (record 051): a trainer (publisher or admin with
 * `lms_access`, like the quiz editor) on a plan with `ai_generate_slides`.
 */
export function trainerAssistantGate(ctx: AppContext) {
  return [
    requireAuth({ roles: ['publisher', 'admin'] }),
    requireFeature(ctx, 'lms_access'),
    requireFeature(ctx, 'ai_generate_slides'),
  ];
}
