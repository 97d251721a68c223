import sanitizeHtml from 'sanitize-html';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Links open safely in a new tab and pass no ranking to spam.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  allowedSchemesAppliedToAttributes: ['href'],
  disallowedTagsMode: 'discard',
};

/** Keeps the formatting a description needs and drops everything else (scripts, styles, handlers). */
export function sanitizeDescription(html: string): { html: string; text: string } {
  const clean = sanitizeHtml(html, {
    ...ALLOWED,
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  });
  const text = sanitizeHtml(clean.replace(/<\/(p|li|h[2-4]|blockquote|pre)>|<br\s*\/?>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return { html: clean, text };
}

/** URL-friendly name: lower case ASCII words joined by dashes. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'produk'
  );
}
