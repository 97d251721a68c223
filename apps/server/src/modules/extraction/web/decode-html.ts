/**
 * Bytes of a fetched page to text, with the charset chosen the way browsers choose it: a byte-order
 * mark wins, then the Content-Type header, then a `<meta>` declaration in the first bytes, and only then
 * a guess (valid UTF-8, or else windows-1252, which is what browsers fall back to for Western pages).
 */
export function decodeHtml(bytes: Uint8Array, contentTypeHeader: string | null): string {
  const bom = charsetFromBom(bytes);
  if (bom) return decodeWith(bom.label, bytes.subarray(bom.length));
  const declared =
    usableLabel(charsetFromContentType(contentTypeHeader)) ??
    asciiCompatible(usableLabel(charsetFromMeta(bytes)));
  if (declared) return decodeWith(declared, bytes);
  return isValidUtf8(bytes) ? decodeWith('utf-8', bytes) : decodeWith('windows-1252', bytes);
}

function charsetFromBom(bytes: Uint8Array): { label: string; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { label: 'utf-8', length: 3 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { label: 'utf-16be', length: 2 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { label: 'utf-16le', length: 2 };
  return null;
}

function charsetFromContentType(header: string | null): string | null {
  if (!header) return null;
  const match = /charset\s*=\s*["']?([^"';\s]+)/i.exec(header);
  return match?.[1] ?? null;
}

/** Browsers look for the declaration in the first 1024 bytes; a little more costs nothing. */
const META_SCAN_BYTES = 4096;

function charsetFromMeta(bytes: Uint8Array): string | null {
  // Latin-1 maps each byte to one code unit, so ASCII markup reads correctly whatever the real charset.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, META_SCAN_BYTES));
  const direct = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return direct?.[1] ?? null;
}

/** The canonical name of a label TextDecoder accepts, or null for an unknown one. */
function usableLabel(label: string | null): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim().toLowerCase()).encoding;
  } catch {
    return null;
  }
}

/**
 * A meta tag that says UTF-16 was itself readable as ASCII, so the page cannot really be UTF-16:
 * browsers take UTF-8 then.
 */
function asciiCompatible(encoding: string | null): string | null {
  return encoding?.startsWith('utf-16') ? 'utf-8' : encoding;
}

function decodeWith(encoding: string, bytes: Uint8Array): string {
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  return new TextDecoder(encoding).decode(bytes);
}

/**
 * Node 20's TextDecoder reads windows-1252 as ISO-8859-1, which turns curly quotes, dashes and the euro
 * sign (bytes 0x80-0x9f) into control characters; those 32 bytes are mapped here.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = new TextDecoder('latin1').decode(bytes);
  return latin1.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
