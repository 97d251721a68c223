export { decodeHtml } from './decode-html.ts';
export type { WebPageExtraction, WebPageFormat } from './extract-web-page.ts';
export { extractWebPage } from './extract-web-page.ts';
