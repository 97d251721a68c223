/** A slide as text: its title and its paragraphs (bullets, body text, table cells), in reading order. */
export type SlideText = { number: number; title: string; lines: string[] };

type ZipEntry = { name: string; method: number; compressedSize: number; offset: number };

const SLIDE_PART = /^ppt\/slides\/slide(\d+)\.xml$/;
const MAX_SLIDES = 500;
const MAX_PART_BYTES = 5 * 1024 * 1024;

/** The entries of a zip from its central directory (no ZIP64: decks are far below 4 GB). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip file');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count && at + 46 <= bytes.length; i += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('broken zip directory');
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const offset = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({ name, method, compressedSize, offset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The bytes of one entry, inflated with the browser's own DecompressionStream. */
async function readEntry(bytes: Uint8Array, entry: ZipEntry): Promise<Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(entry.offset, true) !== 0x04034b50) throw new Error('broken zip entry');
  const start =
    entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw new Error(`unsupported zip method ${entry.method}`);
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const out = new Uint8Array(await new Response(stream).arrayBuffer());
  if (out.byteLength > MAX_PART_BYTES) throw new Error('slide part too large');
  return out;
}

const DRAWING_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const PRESENTATION_NS = 'http://schemas.openxmlformats.org/presentationml/2006/main';

/** Descendants by namespace and local name (walked by hand: not every DOM implements the NS lookup). */
function elements(root: Document | Element, namespace: string, name: string): Element[] {
  return Array.from(root.getElementsByTagName('*')).filter(
    (element) => element.localName === name && element.namespaceURI === namespace,
  );
}

/** Title and paragraphs of one slide's XML. */
export function slideText(xml: string, number: number): SlideText {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  let title = '';
  const lines: string[] = [];
  for (const shape of elements(doc, PRESENTATION_NS, 'sp')) {
    const placeholder = elements(shape, PRESENTATION_NS, 'ph')[0];
    const type = placeholder?.getAttribute('type') ?? '';
    const paragraphs = elements(shape, DRAWING_NS, 'p')
      .map((p) =>
        elements(p, DRAWING_NS, 't')
          .map((t) => t.textContent ?? '')
          .join('')
          .trim(),
      )
      .filter(Boolean);
    if (!title && (type === 'title' || type === 'ctrTitle') && paragraphs.length > 0) {
      title = paragraphs.join(' ');
    } else {
      lines.push(...paragraphs);
    }
  }
  if (!title && lines.length > 0) title = lines.shift() ?? '';
  return { number, title, lines };
}

/**
 * The text of every slide of a PPTX deck, in slide order. Browsers cannot draw PowerPoint, but they can
 * read what the slides say, which is what a learner needs between downloads or when downloads are off.
 */
export async function readPptxText(bytes: Uint8Array): Promise<SlideText[]> {
  const slides = zipEntries(bytes)
    .map((entry) => ({ entry, match: SLIDE_PART.exec(entry.name) }))
    .filter((item): item is { entry: ZipEntry; match: RegExpExecArray } => item.match !== null)
    .map(({ entry, match }) => ({ entry, number: Number(match[1]) }))
    .sort((a, b) => a.number - b.number)
    .slice(0, MAX_SLIDES);
  const decoder = new TextDecoder();
  const result: SlideText[] = [];
  for (const [index, { entry }] of slides.entries()) {
    result.push(slideText(decoder.decode(await readEntry(bytes, entry)), index + 1));
  }
  return result;
}
