import type { LandingTheme } from '@pustaka/contract';

/** Colours of each theme; the brand colour (buttons, links, accents) comes on top. */
const THEMES: Record<
  LandingTheme,
  { bg: string; surface: string; text: string; muted: string; line: string }
> = {
  light: { bg: '#f8fafc', surface: '#ffffff', text: '#0f172a', muted: '#475569', line: '#e2e8f0' },
  dark: { bg: '#0b1120', surface: '#151e32', text: '#f1f5f9', muted: '#94a3b8', line: '#27324a' },
  sunset: { bg: '#fff7ed', surface: '#ffffff', text: '#431407', muted: '#9a3412', line: '#fed7aa' },
  forest: { bg: '#f0fdf4', surface: '#ffffff', text: '#052e16', muted: '#166534', line: '#bbf7d0' },
};

/** The variables of a theme and brand colour, for the page's root element. */
export function themeVariables(theme: LandingTheme, brand: string): string {
  const t = THEMES[theme];
  return `--lp-bg:${t.bg};--lp-surface:${t.surface};--lp-text:${t.text};--lp-muted:${t.muted};--lp-line:${t.line};--lp-brand:${brand}`;
}

/**
 * The page's whole stylesheet, sent inline: a landing page is one request, and the stylesheet of the app
 * (built for its own pages) is not needed. Mobile first; wider screens get more columns.
 */
export const LANDING_CSS = `
.lp{min-height:100vh;background:var(--lp-bg);color:var(--lp-text);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0}
.lp *{box-sizing:border-box}
.lp-main{max-width:960px;margin:0 auto;padding:16px 16px 48px;display:flex;flex-direction:column;gap:20px}
.lp-block{background:var(--lp-surface);border:1px solid var(--lp-line);border-radius:16px;padding:20px;overflow:hidden}
.lp h1,.lp h2,.lp h3{line-height:1.25;margin:0 0 8px}
.lp h1{font-size:1.75rem}.lp h2{font-size:1.35rem}.lp h3{font-size:1.05rem}
.lp p{margin:0 0 8px}.lp-muted{color:var(--lp-muted)}
.lp a{color:var(--lp-brand)}
.lp-btn{display:inline-block;background:var(--lp-brand);color:#fff!important;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:999px;min-height:44px;text-align:center}
.lp-hero{text-align:center;padding:32px 20px}
.lp-hero img,.lp-image img{width:100%;height:auto;border-radius:12px;display:block}
.lp-hero img{margin:0 auto 16px;max-width:720px}
.lp-owner{display:flex;align-items:center;justify-content:center;gap:8px;color:var(--lp-muted);font-size:.9rem}
.lp-owner img{width:32px;height:32px;border-radius:50%;object-fit:cover}
.lp-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
.lp-card{display:flex;flex-direction:column;text-decoration:none;color:inherit!important;border:1px solid var(--lp-line);border-radius:12px;overflow:hidden;background:var(--lp-bg)}
.lp-card img,.lp-card .lp-noimg{width:100%;aspect-ratio:3/4;object-fit:cover;display:block;background:var(--lp-line)}
.lp-card div{padding:8px 10px;display:flex;flex-direction:column;gap:2px}
.lp-card strong{font-size:.9rem;line-height:1.3}
.lp-price{font-weight:700;color:var(--lp-brand)}
.lp-card .lp-muted{font-size:.8rem}
.lp-was{text-decoration:line-through;color:var(--lp-muted);font-size:.8rem}
.lp-tag{font-size:.72rem;background:var(--lp-brand);color:#fff;border-radius:999px;padding:1px 8px;align-self:flex-start}
.lp-video{position:relative;aspect-ratio:16/9;border-radius:12px;overflow:hidden;background:#000}
.lp-video iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.lp-video a{position:absolute;inset:0;display:flex;align-items:center;justify-content:center}
.lp-video a img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.7}
.lp-play{position:relative;width:64px;height:64px;border-radius:50%;background:var(--lp-brand);color:#fff;display:flex;align-items:center;justify-content:center;font-size:28px}
.lp-quotes{display:grid;gap:12px}
.lp-quotes figure{margin:0;padding:16px;border-radius:12px;background:var(--lp-bg);border:1px solid var(--lp-line)}
.lp-quotes blockquote{margin:0 0 8px;font-style:italic}
.lp-quotes figcaption{font-size:.9rem;color:var(--lp-muted)}
.lp details{border-top:1px solid var(--lp-line);padding:12px 0}
.lp summary{cursor:pointer;font-weight:600;min-height:24px}
.lp-links{display:flex;flex-direction:column;gap:10px;max-width:560px;margin:0 auto}
.lp-links a{display:block;padding:14px 16px;border-radius:12px;border:2px solid var(--lp-brand);text-align:center;text-decoration:none;font-weight:600;color:var(--lp-text)!important}
.lp-cta{text-align:center;background:var(--lp-brand);color:#fff;border:0}
.lp-cta .lp-btn{background:#fff;color:var(--lp-brand)!important}
.lp-cta .lp-muted{color:#fffc}
.lp-contact{text-align:center}
.lp-foot{text-align:center;font-size:.8rem;color:var(--lp-muted);padding:8px}
.lp-figure{margin:0}
.lp-rich ul,.lp-rich ol{padding-left:20px}
@media (min-width:720px){.lp-main{padding:32px 24px 64px;gap:28px}.lp-grid{grid-template-columns:repeat(4,minmax(0,1fr))}.lp-quotes{grid-template-columns:repeat(2,1fr)}.lp h1{font-size:2.5rem}.lp-hero{padding:56px 32px}}
`;
