import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '#platform/html.ts';

/**
 * A public page as the server sends it: the web app's index.html with the page's own title, description,
 * canonical address and link-preview meta, its content already in the HTML (for crawlers, link previews and a
 * first paint before the app's code runs), and its data as a JSON island the app reads instead of asking again.
 */
export type PublicPage = {
  title: string;
  /** The title link previews show, when it differs from the document's (which may name the site). */
  headline?: string;
  description: string;
  /** The page's path (`/blog/7/halo`); made absolute with PUBLIC_URL. */
  path: string;
  /** An image for link previews: a path or an absolute address. */
  image?: string;
  /** Open Graph type. */
  type?: 'website' | 'article' | 'profile';
  language?: 'id' | 'en';
  /** More Open Graph properties (`article:published_time` ...). */
  openGraph?: Record<string, string | undefined>;
  /** Structured data for search engines (schema.org). */
  jsonLd?: Record<string, unknown>;
  /** Sanitised HTML shown inside the app's root element until the app renders. */
  bodyHtml?: string;
  /** The data the app needs for the page, under `<script type="application/json" id="page-data">`. */
  data?: unknown;
  /** Keep the page out of search results (previews, drafts). */
  noindex?: boolean;
  /**
   * The built document the page is made from: the web app's index.html (default), or landing.html, the small
   * entry of creators' landing pages, which shows the server's HTML and loads none of the app.
   */
  document?: PublicDocument;
};

export type PublicDocument = 'app' | 'landing';
const DOCUMENT_FILES: Record<PublicDocument, string> = { app: 'index.html', landing: 'landing.html' };

/** The element id of the JSON data island. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The policy for pages that show what users wrote: only this site's scripts, no plugins, no `<base>`, no
 * framing by others, and frames only from the video players the sanitiser lets through.
 */
export const PUBLIC_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** When there is no built web app (tests, an API-only process), the page is served from this shell. */
const FALLBACK_SHELL =
  '<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>Pustaka</title></head><body><div id="root"></div></body></html>';

/** JSON that cannot end the script element it sits in nor open a comment: `<`, `>`, `&` and line separators escaped. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** index.html cut where the page's parts go: its own title and description are taken out. */
type Shell = { head: string; beforeRoot: string; afterRoot: string };

function cutShell(html: string): Shell {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?>/i, '');
  const headEnd = cleaned.indexOf('</head>');
  const rootStart = cleaned.indexOf('<div id="root">');
  const bodyEnd = cleaned.lastIndexOf('</body>');
  const rootEnd = cleaned.lastIndexOf('</div>', bodyEnd);
  if (headEnd < 0 || rootStart < headEnd || rootEnd < rootStart) return cutShell(FALLBACK_SHELL);
  return {
    head: cleaned.slice(0, headEnd),
    beforeRoot: cleaned.slice(headEnd, rootStart),
    afterRoot: cleaned.slice(rootEnd + '</div>'.length),
  };
}

/** Builds the HTML of public pages from the web app's index.html, read once. */
export class PublicPageRenderer {
  private readonly shell: Shell;

  constructor(
    private readonly publicUrl: string,
    template: string,
  ) {
    this.shell = cutShell(template);
  }

  /** A renderer over the built web app in `webDist`, or over a bare shell when there is none. */
  static fromWebDist(publicUrl: string, webDist: string, file = 'index.html'): PublicPageRenderer {
    let template = FALLBACK_SHELL;
    try {
      template = readFileSync(path.join(webDist, file), 'utf8');
    } catch {}
    return new PublicPageRenderer(publicUrl, template);
  }

  absolute(pathOrUrl: string): string {
    return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${this.publicUrl}${pathOrUrl}`;
  }

  render(page: PublicPage): string {
    const canonical = this.absolute(page.path);
    const image = page.image ? this.absolute(page.image) : undefined;
    const property = (name: string, value: string | undefined) =>
      value === undefined ? '' : `<meta property="${name}" content="${escapeHtml(value)}" />`;
    const named = (name: string, value: string | undefined) =>
      value === undefined ? '' : `<meta name="${name}" content="${escapeHtml(value)}" />`;
    const head = [
      `<title>${escapeHtml(page.title)}</title>`,
      named('description', page.description),
      page.noindex ? named('robots', 'noindex') : '',
      `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      property('og:site_name', 'Pustaka'),
      property('og:type', page.type ?? 'website'),
      property('og:title', page.headline ?? page.title),
      property('og:description', page.description),
      property('og:url', canonical),
      property('og:image', image),
      property('og:locale', page.language === 'en' ? 'en_US' : 'id_ID'),
      ...Object.entries(page.openGraph ?? {}).map(([name, value]) => property(name, value)),
      named('twitter:card', image ? 'summary_large_image' : 'summary'),
      named('twitter:title', page.headline ?? page.title),
      named('twitter:description', page.description),
      named('twitter:image', image),
      page.jsonLd ? `<script type="application/ld+json">${jsonForScript(page.jsonLd)}</script>` : '',
      page.data === undefined
        ? ''
        : `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(page.data)}</script>`,
    ]
      .filter(Boolean)
      .join('\n    ');
    const head0 =
      page.language === 'en'
        ? this.shell.head.replace('<html lang="id"', '<html lang="en"')
        : this.shell.head;
    return `${head0}    ${head}\n  ${this.shell.beforeRoot}<div id="root">${page.bodyHtml ?? ''}</div>${this.shell.afterRoot}`;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTML of a public page, for a route that keeps it (a page read often, changed rarely). */
    renderPublicPage(page: PublicPage): string;
  }
  interface FastifyReply {
    /** Sends a public page (or its HTML from `renderPublicPage`): the strict policy, no caching by proxies. */
    sendPublicPage(page: PublicPage | string, status?: number): FastifyReply;
  }
}

export type PublicPagesOptions = { publicUrl: string; webDist: string };

/** Gives every route `reply.sendPublicPage(page)`. */
export function publicPages({ publicUrl, webDist }: PublicPagesOptions): FastifyPluginAsync {
  return fp(async (app) => {
    const renderers = {
      app: PublicPageRenderer.fromWebDist(publicUrl, webDist, DOCUMENT_FILES.app),
      landing: PublicPageRenderer.fromWebDist(publicUrl, webDist, DOCUMENT_FILES.landing),
    };
    app.decorate('renderPublicPage', (page: PublicPage) => renderers[page.document ?? 'app'].render(page));
    app.decorateReply('sendPublicPage', function sendPublicPage(this: FastifyReply, page, status = 200) {
      return this.code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', PUBLIC_PAGE_POLICY)
        .send(typeof page === 'string' ? page : renderers[page.document ?? 'app'].render(page));
    });
  });
}
