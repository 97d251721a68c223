import type { CopySuggestion } from '@pustaka/contract';
import type { TFunction } from 'i18next';

/**
 * A suggestion as the fields the panel shows, each as text the creator can edit (lists one item a line), and
 * the HTML an editor takes when one is accepted.
 */

export type CopyFieldId =
  | 'description'
  | 'pitch'
  | 'table_of_contents'
  | 'tags'
  | 'category'
  | 'title'
  | 'outline'
  | 'draft'
  | 'hero_title'
  | 'hero_text'
  | 'bullets';

export type CopyField = {
  id: CopyFieldId;
  label: string;
  /** The text shown and edited; a list is one item a line, a draft's headings start with "## ". */
  value: string;
  /** Lists and drafts are edited in a taller box. */
  multiline: boolean;
  /** The category's id when the field is one. */
  categoryId?: number;
};

export function fieldsOf(suggestion: CopySuggestion, t: TFunction): CopyField[] {
  const field = (id: CopyFieldId, value: string, multiline = false, categoryId?: number): CopyField => ({
    id,
    label: t(`copyAssistant.fields.${id}`),
    value,
    multiline,
    ...(categoryId !== undefined && { categoryId }),
  });
  const fields: CopyField[] = [];
  switch (suggestion.kind) {
    case 'product': {
      const { product } = suggestion;
      fields.push(field('description', product.description.join('\n\n'), true));
      if (product.pitch) fields.push(field('pitch', product.pitch, true));
      if (product.table_of_contents.length > 0) {
        const lines = product.table_of_contents.map((entry) => `${'  '.repeat(entry.level)}${entry.title}`);
        fields.push(field('table_of_contents', lines.join('\n'), true));
      }
      if (product.tags.length > 0) fields.push(field('tags', product.tags.join(', ')));
      if (product.category) fields.push(field('category', product.category.name, false, product.category.id));
      break;
    }
    case 'blog': {
      const { blog } = suggestion;
      if (blog.title) fields.push(field('title', blog.title));
      fields.push(field('outline', blog.outline.join('\n'), true));
      const draft = blog.draft.map((s) => [`## ${s.heading}`, ...s.paragraphs].join('\n\n')).join('\n\n');
      fields.push(field('draft', draft, true));
      break;
    }
    case 'landing': {
      const { landing } = suggestion;
      fields.push(field('hero_title', landing.hero_title));
      if (landing.hero_text) fields.push(field('hero_text', landing.hero_text, true));
      if (landing.bullets.length > 0) fields.push(field('bullets', landing.bullets.join('\n'), true));
      break;
    }
  }
  return fields.filter((f) => f.value.trim() !== '');
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Non-empty lines, trimmed. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Paragraphs (blank-line separated) as <p>; a line starting with "## " as a heading. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      block.startsWith('## ')
        ? `<h2>${escapeHtml(block.slice(3).trim())}</h2>`
        : `<p>${escapeHtml(block.replace(/\s*\n\s*/g, ' '))}</p>`,
    )
    .join('');
}

/** Lines as a bulleted list. */
export function linesToListHtml(text: string): string {
  const items = linesOf(text);
  return items.length > 0 ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
}

/** Lines as section headings of a post. */
export function linesToHeadingsHtml(text: string): string {
  return linesOf(text)
    .map((line) => `<h2>${escapeHtml(line)}</h2><p></p>`)
    .join('');
}
