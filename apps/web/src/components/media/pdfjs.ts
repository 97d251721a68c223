// The only module that imports pdf.js; it is reached through a dynamic import, so pdf.js and its worker are
// fetched when a reader opens and never with the page that holds the reader.
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export { pdfjs };
