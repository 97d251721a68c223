// Public test PDFs of other PDF readers (pdf.js, pdfminer.six), with the text a reader reads written in
// expected/<name>.txt: the page as a person reads it, page numbers and printers' marks in the margins left
// out. Each was checked against the rendered page, starting from pdftotext's text and putting its blocks in
// the order the page gives where pdftotext reads them elsewhere (the Federal Register page's third column).

export const publicDocuments = {
  'rtl-arabic-fonts': { repo: 'mozilla/pdf.js', path: 'test/pdfs/ArabicCIDTrueType.pdf' },
  'multi-column-tracemonkey': { repo: 'mozilla/pdf.js', path: 'test/pdfs/tracemonkey.pdf', page: 1 },
  'multi-column-naacl': {
    repo: 'pdfminer/pdfminer.six',
    path: 'samples/nonfree/naacl06-shinyama.pdf',
    page: 1,
  },
  'multi-column-federal-register': {
    repo: 'pdfminer/pdfminer.six',
    path: 'samples/contrib/pr-00530-ml-lines.pdf',
  },
  'plain-dmca': { repo: 'pdfminer/pdfminer.six', path: 'samples/nonfree/dmca.pdf', page: 1 },
  'plain-two-paragraphs': { repo: 'mozilla/pdf.js', path: 'test/pdfs/two_paragraphs.pdf' },
  'plain-scotus-transcript': { repo: 'jsvine/pdfplumber', path: 'tests/pdfs/scotus-transcript-p1.pdf' },
};
