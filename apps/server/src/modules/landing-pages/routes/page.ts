import { LANDING_SLUG_PATTERN, type PublicLandingPage } from '@pustaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '#platform/errors.ts';
import { requestLanguage } from '#platform/messages.ts';
import type { PublicLandingCache } from '../public-data.ts';
import { landingImageUrl, renderLandingHtml } from '../render.ts';

/**
 * `/{userid}/{slug}`: a published landing page as a whole document, rendered here with its data island and
 * link-preview meta. The first segment is a user's numeric id, which no path of the app starts with, so the
 * route never shadows one; any other two-segment path, or a page that is not published, falls through to
 * the web app (its router shows the page or its 404).
 */
export function landingPageDocument(cache: PublicLandingCache): FastifyPluginAsync {
  // A cached page's HTML, per language, for as long as the cache keeps that page's data.
  const rendered = new WeakMap<PublicLandingPage, Partial<Record<Language, string>>>();
  const htmlOf = (page: PublicLandingPage, language: Language) => {
    const byLanguage = rendered.get(page) ?? {};
    rendered.set(page, byLanguage);
    byLanguage[language] ??= renderLandingHtml(page, language);
    return byLanguage[language];
  };
  return async (app) => {
    app.get<{ Params: { userid: string; slug: string } }>(
      '/:userid(^[1-9][0-9]{0,9}$)/:slug',
      { schema: { hide: true } },
      async (request, reply) => {
        const { userid, slug } = request.params;
        const page = LANDING_SLUG_PATTERN.test(slug) ? await cache.find(Number(userid), slug) : undefined;
        if (!page) return reply.callNotFound();
        const language = requestLanguage(request);
        const hero = page.blocks.find((block) => block.type === 'hero' && block.image);
        const image = hero?.type === 'hero' && hero.image ? landingImageUrl(hero.image, 1280) : undefined;
        return reply.sendPublicPage({
          title: page.title,
          description: page.description || page.title,
          path: page.path,
          image,
          type: 'profile',
          language,
          bodyHtml: htmlOf(page, language),
          data: page,
          document: 'landing',
        });
      },
    );
  };
}
