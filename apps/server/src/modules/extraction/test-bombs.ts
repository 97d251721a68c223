import { constants, createDeflate, createGzip } from 'node:zlib';

// Hostile documents for the isolation tests and bench/extraction-isolation.mjs: small on the wire, huge
// once unpacked or parsed. Made by streaming one repeated chunk through zlib, so making them stays cheap.

async function compress(
  stream: ReturnType<typeof createGzip>,
  chunk: Buffer,
  times: number,
): Promise<Buffer> {
  const out: Buffer[] = [];
  stream.on('data', (piece: Buffer) => out.push(piece));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  for (let i = 0; i < times; i++) {
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end();
  await ended;
  return Buffer.concat(out);
}

const MB = 1024 * 1024;

/** gzip HTML of one endless list: a few tens of KB that unpack to `megabytes` MB. */
export async function gzipListBomb(megabytes: number): Promise<Buffer> {
  const item = Buffer.from(
    '<li>Butir daftar yang sama berulang-ulang</li>'.repeat(Math.ceil(MB / 46)).slice(0, MB),
  );
  const head = Buffer.from('<!doctype html><html><head><title>Daftar</title></head><body><ul>');
  const body = await compress(createGzip({ level: constants.Z_BEST_COMPRESSION }), item, megabytes);
  // A gzip member per part is still one valid gzip stream (RFC 1952 allows several members).
  return Buffer.concat([await compress(createGzip(), head, 1), body]);
}

/** HTML that is cheap to send and dear to parse: elements nested `depth` deep, then `items` list items. */
export function pathologicalHtml(depth: number, items: number): string {
  return (
    '<!doctype html><html><body>' +
    '<div>'.repeat(depth) +
    `<ul>${'<li>x</li>'.repeat(items)}</ul>` +
    '</div>'.repeat(depth) +
    '</body></html>'
  );
}

/**
 * A one-page PDF whose content stream unpacks to `megabytes` MB (spaces, which pdf.js must still scan),
 * with a correct cross-reference table, so nothing but its size is wrong with it.
 */
export async function streamBombPdf(megabytes: number): Promise<Buffer> {
  const stream = await compress(
    createDeflate({ level: constants.Z_BEST_COMPRESSION }),
    Buffer.alloc(MB, 0x20),
    megabytes,
  );
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (piece: Buffer | string) => {
    const buffer = typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (number: number, body: Buffer | string) => {
    offsets[number] = length;
    add(`${number} 0 obj\n`);
    add(body);
    add('\nendobj\n');
  };
  add('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>');
  object(
    4,
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  );
  const xref = length;
  add(`xref\n0 5\n0000000000 65535 f \n`);
  for (let i = 1; i <= 4; i++) add(`${String(offsets[i]).padStart(10, '0')} 00000 n \n`);
  add(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
