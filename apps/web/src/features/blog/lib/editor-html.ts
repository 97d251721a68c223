// A product card in a post is stored as an empty placeholder, `<div data-product-card="ID"></div>`, which the
// server keeps and fills with live data where the post is shown. In the editor it is a block that cannot be
// typed into, labelled with the product's name.

const STORED_CARD = /<div data-product-card="([0-9]+)"><\/div>/g;
const EDITOR_CARD = /<div[^>]*data-product-card="([0-9]+)"[^>]*>[\s\S]*?<\/div>/g;

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The block the editor shows for a product. */
export function editorCard(id: number, label: string): string {
  return `<div data-product-card="${id}" contenteditable="false" data-label="${escapeAttribute(label)}"></div>`;
}

/** Stored HTML as the editor shows it. */
export function toEditorHtml(html: string, labelOf: (id: number) => string): string {
  return html.replace(STORED_CARD, (_whole, id: string) => editorCard(Number(id), labelOf(Number(id))));
}

/** The editor's HTML as it is stored. */
export function fromEditorHtml(html: string): string {
  return html.replace(EDITOR_CARD, (_whole, id: string) => `<div data-product-card="${id}"></div>`);
}

/** A slug as the server accepts it, made from a title (the server makes the same when none is given). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
