import type { FastifyRequest } from 'fastify';
import { requireFeature } from '#modules/subscriptions/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { SlidesDeps } from '../decks.ts';

/** The tag every AI slides route has in the API document. */
export const SLIDES_TAGS = ['ai-slides'];

/** Who may call an AI slides route: someone signed in whose plan has the AI feature. */
export function slidesGuard(ctx: SlidesDeps['ctx']) {
  return [requireAuth(), requireFeature(ctx, 'ai_generate_slides')];
}

/** The caller of a route behind `slidesGuard`: decks, slides and sources are looked up as theirs. */
export function callerId(request: FastifyRequest): number {
  return principalOf(request).userId;
}
