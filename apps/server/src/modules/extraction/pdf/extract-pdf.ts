import { AppError } from '#platform/errors.ts';
import { type PdfDocument, type Pdfjs, readOutline } from '#platform/media/read-pdf-info.ts';
import { isRightToLeftPage, mirrorRows } from './bidi.ts';
import { type Block, linesToBlocks } from './blocks.ts';
import { readingOrder } from './columns.ts';
import { drawnOrderBlocks, layoutConfidence, MIN_CONFIDENCE } from './confidence.ts';
import { addWords, joinLines, type Vocabulary } from './hyphenation.ts';
import { isOcrAvailable, OcrReader, ocrParagraphs } from './ocr.ts';
import { openPdf } from './open-pdf.ts';
import { pageRows, rotatedLines, rowText, type TextItem } from './page-rows.ts';
import { headingLevels, renderBlocks } from './render.ts';
import { FOOTNOTE_START, removeRunningLines, splitFootnotes } from './running-lines.ts';
import type {
  ExtractPdfOptions,
  PageOcr,
  PdfExtraction,
  PdfMetadata,
  PdfOutlineEntry,
  Row,
} from './types.ts';

/** A page with fewer visible characters than this and an image on it is a scan (maybe with a stray caption). */
const MIN_TEXT_CHARS = 20;

interface ReadPage {
  rows: Row[];
  height: number;
  hasTextLayer: boolean;
  ocr: PageOcr;
  /** Paragraphs read by OCR, when it was used. */
  ocrText?: string[][];
  /** Text set sideways or vertically, read after the page's body. */
  rotated: string[];
  layoutConfidence: number;
  /** The page as pdf.js draws it, when its layout is not to be trusted. */
  drawnOrder?: Block[];
}

/** What is known of the document's fonts, shared by its pages (pdf.js names fonts per document). */
interface Fonts {
  seen: Set<string>;
  bold: Set<string>;
}

/**
 * The text of a PDF page by page in reading order, as plain text and Markdown, with its metadata and outline.
 * Pages are read one at a time and released; pages without a text layer are read with OCR when the machine
 * has it. Throws NOT_A_PDF, PDF_ENCRYPTED, PDF_DAMAGED or PDF_TOO_MANY_PAGES.
 */
export async function extractPdf(data: Uint8Array, options: ExtractPdfOptions = {}): Promise<PdfExtraction> {
  options.signal?.throwIfAborted();
  const { pdfjs, doc, close } = await openPdf(data);
  const ocr = new OcrReader(data);
  try {
    const total = doc.numPages;
    if (options.maxPages !== undefined && total > options.maxPages) {
      throw new AppError('PDF_TOO_MANY_PAGES', { params: { pages: total, max: options.maxPages } });
    }
    const useOcr = options.ocr !== false && (await isOcrAvailable());
    const [metadata, outline] = await Promise.all([readMetadata(pdfjs, doc), readFlatOutline(doc)]);
    const fonts: Fonts = { seen: new Set(), bold: new Set() };
    const pages: ReadPage[] = [];
    for (let number = 1; number <= total; number++) {
      options.signal?.throwIfAborted();
      // A page pdf.js cannot parse would silently be missing from the text: the document is refused.
      const read = await readPage(pdfjs, doc, number, fonts).catch(() => {
        throw new AppError('PDF_DAMAGED');
      });
      if (read.scanned) {
        read.ocr = useOcr ? 'used' : 'unavailable';
        if (useOcr) {
          try {
            read.ocrText = ocrParagraphs(await ocr.readPage(number, options.signal));
          } catch {
            // A cancelled extraction stops; a page Tesseract could not read leaves the others readable.
            options.signal?.throwIfAborted();
            read.ocr = 'failed';
          }
        }
      }
      pages.push(read);
      options.onPage?.(number, total);
    }
    return assemble(pages, metadata, outline);
  } finally {
    await ocr.close();
    await close();
  }
}

async function readPage(
  pdfjs: Pdfjs,
  doc: PdfDocument,
  number: number,
  fonts: Fonts,
): Promise<ReadPage & { scanned: boolean }> {
  const page = await doc.getPage(number);
  try {
    // Unfolded, so ligatures are folded after a right-to-left run is put in order (see foldCompatibility).
    const content = await page.getTextContent({ disableNormalization: true });
    const items = content.items.filter(
      (item): item is TextItem & (typeof content.items)[number] => 'str' in item,
    );
    const unseen = items.some((item) => !fonts.seen.has(item.fontName));
    const chars = items.reduce((sum, item) => sum + item.str.replace(/\s/g, '').length, 0);
    // Font names (and so boldness) only come with the drawing operators, which cost a second parse of
    // the page: asked for when the page uses a font not met before, or may be a scan.
    let operators: Awaited<ReturnType<typeof page.getOperatorList>> | undefined;
    if (unseen || chars < MIN_TEXT_CHARS) operators = await page.getOperatorList();
    if (unseen) {
      for (const item of items) {
        if (fonts.seen.has(item.fontName)) continue;
        fonts.seen.add(item.fontName);
        const font = page.commonObjs.has(item.fontName)
          ? (page.commonObjs.get(item.fontName) as { name?: string; bold?: boolean; black?: boolean })
          : undefined;
        if (font && (font.bold || font.black || /bold|black|heavy|semibold|demi/i.test(font.name ?? ''))) {
          fonts.bold.add(item.fontName);
        }
      }
    }
    const [pageLeft = 0, , pageRight = 0, top = 0] = page.view;
    const upright = pageRows(items, top, fonts.bold);
    // A right-to-left page is laid out in a mirror, so its columns and table cells are read from the right.
    const rows = isRightToLeftPage(upright) ? mirrorRows(upright, pageLeft + pageRight) : upright;
    const images = new Set([
      pdfjs.OPS.paintImageXObject,
      pdfjs.OPS.paintInlineImageXObject,
      pdfjs.OPS.paintImageMaskXObject,
    ]);
    const scanned = chars < MIN_TEXT_CHARS && (operators?.fnArray.some((op) => images.has(op)) ?? false);
    const confidence = layoutConfidence(rows);
    return {
      rows,
      rotated: rotatedLines(items),
      layoutConfidence: confidence,
      drawnOrder: confidence < MIN_CONFIDENCE ? drawnOrderBlocks(items) : undefined,
      height: top - (page.view[1] ?? 0),
      hasTextLayer: chars > 0,
      ocr: 'not-needed',
      scanned,
    };
  } finally {
    page.cleanup();
  }
}

function assemble(pages: ReadPage[], metadata: PdfMetadata, outline: PdfOutlineEntry[]): PdfExtraction {
  const bodySize = mostCommonSize(pages);
  const kept = removeRunningLines(
    pages.map((p) => ({ rows: p.ocrText ? [] : p.rows, height: p.height })),
    bodySize,
  );
  const pageBlocks: Block[][] = pages.map((page, i) => {
    if (page.ocrText) return page.ocrText.map((lines) => ({ kind: 'paragraph', lines }));
    if (page.drawnOrder) return page.drawnOrder;
    const { body, footnotes } = splitFootnotes(kept[i]!, bodySize);
    const rotated: Block[] = page.rotated.length ? [{ kind: 'paragraph', lines: page.rotated }] : [];
    return [
      ...linesToBlocks(readingOrder(body, bodySize), bodySize),
      ...footnoteBlocks(footnotes),
      ...rotated,
    ];
  });
  const vocabulary: Vocabulary = new Set();
  for (const blocks of pageBlocks) {
    for (const block of blocks) {
      for (const line of block.kind === 'table' ? block.rows.flat() : block.lines) addWords(vocabulary, line);
    }
  }
  const levelOf = headingLevels(pageBlocks.flat());
  const rendered = pageBlocks.map((blocks) => renderBlocks(blocks, vocabulary, levelOf));
  const runsOn = pageBlocks.map((blocks, i) => i > 0 && paragraphRunsOn(pageBlocks[i - 1]!, blocks));
  const text = joinPages(
    rendered.map((r) => r.text),
    runsOn,
    vocabulary,
  );
  const markdown = joinPages(
    rendered.map((r) => r.markdown),
    runsOn,
    vocabulary,
  );
  return {
    metadata,
    outline,
    pages: pages.map((page, i) => ({
      number: i + 1,
      text: rendered[i]!.text,
      markdown: rendered[i]!.markdown,
      hasTextLayer: page.hasTextLayer,
      ocr: page.ocr,
      layout: page.drawnOrder ? ('drawn-order' as const) : ('analysed' as const),
      layoutConfidence: Math.round(page.layoutConfidence * 1000) / 1000,
    })),
    text,
    markdown,
    wordCount: text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0,
  };
}

/**
 * Whether the page's first paragraph goes on from the previous page's last one: the previous page ends
 * with a paragraph (no footnotes after it) that does not end a sentence, and this one starts in lower case.
 */
function paragraphRunsOn(previous: Block[], blocks: Block[]): boolean {
  const last = previous[previous.length - 1];
  const first = blocks[0];
  if (last?.kind !== 'paragraph' || first?.kind !== 'paragraph') return false;
  const end = last.lines[last.lines.length - 1] ?? '';
  return !/[.!?:;]["”’»)]?$/.test(end) && /^\p{Ll}/u.test(first.lines[0] ?? '');
}

/** The document's text: pages apart by a blank line, but a paragraph broken by a page break made whole. */
function joinPages(texts: string[], runsOn: boolean[], vocabulary: Vocabulary): string {
  let joined = '';
  texts.forEach((text, i) => {
    if (!text) return;
    if (!joined) joined = text;
    else if (!runsOn[i]) joined = `${joined}\n\n${text}`;
    else {
      // Only the last word takes part in the join, so a long document is not scanned again at each page.
      const cut = Math.max(joined.lastIndexOf(' '), joined.lastIndexOf('\n')) + 1;
      joined = joined.slice(0, cut) + joinLines([joined.slice(cut), text], vocabulary);
    }
  });
  return joined;
}

/** One block per footnote: a row starting with a number opens the next one. */
function footnoteBlocks(rows: Row[]): Block[] {
  const blocks: Array<Block & { kind: 'footnote' }> = [];
  for (const row of rows) {
    const text = rowText(row);
    const last = blocks[blocks.length - 1];
    if (!last || FOOTNOTE_START.test(text)) blocks.push({ kind: 'footnote', lines: [text] });
    else last.lines.push(text);
  }
  return blocks;
}

/** The body text's size: the size most characters of the document are set in. */
function mostCommonSize(pages: ReadPage[]): number {
  const chars = new Map<number, number>();
  for (const page of pages) {
    for (const row of page.rows) {
      for (const fragment of row.fragments) {
        const key = Math.round(fragment.size * 2) / 2;
        chars.set(key, (chars.get(key) ?? 0) + fragment.text.length);
      }
    }
  }
  let best = 12;
  let most = 0;
  for (const [size, count] of chars) {
    if (count > most) [best, most] = [size, count];
  }
  return best;
}

async function readMetadata(pdfjs: Pdfjs, doc: PdfDocument): Promise<PdfMetadata> {
  const { info } = await doc.getMetadata().catch(() => ({ info: {} }));
  const field = (name: string): string | null => {
    const value = (info as Record<string, unknown>)[name];
    return typeof value === 'string' && value.trim() ? value.replace(/\p{Cc}+/gu, ' ').trim() : null;
  };
  const created = field('CreationDate');
  const date = created ? pdfjs.PDFDateString.toDateObject(created) : null;
  return {
    title: field('Title'),
    author: field('Author'),
    subject: field('Subject'),
    creator: field('Creator'),
    producer: field('Producer'),
    createdAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
    pageCount: doc.numPages,
  };
}

async function readFlatOutline(doc: PdfDocument): Promise<PdfOutlineEntry[]> {
  const flat: PdfOutlineEntry[] = [];
  const walk = (items: Awaited<ReturnType<typeof readOutline>>, level: number) => {
    for (const item of items) {
      flat.push({ title: item.title, page: item.page, level });
      walk(item.items, level + 1);
    }
  };
  walk(await readOutline(doc), 1);
  return flat;
}
