export type FilePart = { filename: string; type: string } | null;
export const PNG_PART = { filename: 'a.png', type: 'image/png' };
export const PDF_PART = { filename: 'buku.pdf', type: 'application/pdf' };
export const MP3_PART = { filename: 'lagu.mp3', type: 'audio/mpeg' };
export const CSV_PART = { filename: 'soal.csv', type: 'text/csv' };
export const QUESTIONS_CSV = Buffer.from(
  'type,text,options,correct,points,time_limit_seconds\r\ntrue_false,Benar?,,true,1,\r\n',
);

/** One multipart part; `file: null` sends a text field instead of a file. */
export function multipartBody(
  name: string,
  data: Buffer,
  boundary = 'batas-multipart-uji',
  file: FilePart = PNG_PART,
) {
  const disposition = `form-data; name="${name}"${file ? `; filename="${file.filename}"` : ''}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`),
      Buffer.from(file ? `Content-Type: ${file.type}\r\n\r\n` : '\r\n'),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}
