import { randomUUID } from 'node:crypto';
import type { CopySuggestion } from '@pustaka/contract';
import { askModel, withModelTokensOrRefuse } from '#modules/slides/index.ts';
import { assertFeature } from '#modules/subscriptions/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AssistantDeps } from '../quiz-questions.ts';
import { type CopyRequest, readCopySource } from './copy-sources.ts';
import { expectedCopyTokens, type ModelCopy, writeWithModel } from './model-copy.ts';
import { writeBlogCopy, writeLandingCopy, writeProductCopy } from './offline-copy.ts';

/** The plan feature of the editor each kind of copy is written for, beyond the assistant's own gate. */
const EDITOR_FEATURE = { product: null, blog: 'publish_blog', landing: 'create_landing_page' } as const;

/**
 * "Bantu tulis": reads the source (the caller's own product, notes or post, or products) and proposes copy.
 * Nothing is stored or published: the editor shows it for the creator to accept, edit or discard. With a
 * model, its call runs under the user's monthly AI tokens (reserved before, settled after).
 */
export async function proposeCopy(
  { ctx, model }: AssistantDeps,
  principal: Principal,
  request: CopyRequest,
): Promise<CopySuggestion> {
  const feature = EDITOR_FEATURE[request.kind];
  if (feature && !principal.roles.includes('admin')) await assertFeature(ctx, principal.userId, feature);
  const source = await readCopySource(ctx, principal, request);
  const base = {
    generation_id: randomUUID(),
    generator: model ? ('model' as const) : ('builtin' as const),
    language: request.language,
    source_title: source.title,
    read: source.read,
  };
  let written: ModelCopy;
  if (model) {
    const expected = expectedCopyTokens(request.kind, source, request.language);
    const answer = await withModelTokensOrRefuse(ctx, { kind: 'model' }, principal.userId, expected, () =>
      askModel(() => writeWithModel(model, request.kind, source, request.language)),
    );
    written = answer.value;
  } else if (request.kind === 'product') {
    written = { kind: 'product', value: writeProductCopy(source, request.language) };
  } else if (request.kind === 'blog') {
    written = { kind: 'blog', value: writeBlogCopy(source, request.language) };
  } else {
    written = { kind: 'landing', value: writeLandingCopy(source, request.language) };
  }
  switch (written.kind) {
    case 'product':
      return { kind: 'product', ...base, product: written.value };
    case 'blog':
      return { kind: 'blog', ...base, blog: written.value };
    case 'landing':
      return { kind: 'landing', ...base, landing: written.value };
  }
}
