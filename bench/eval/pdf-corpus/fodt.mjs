// Writes a document description as a flat OpenDocument text (.fodt) that LibreOffice turns into a PDF, and
// the text a perfect extractor would give for it. Each page of the description starts on a new page and
// must fit on one, so the footnotes' place (after the body of their page) is known in advance.
//
// Blocks: { h: 1|2|3, text } { title } { p, indent? } { bold } { ul: [...] } { ol: [...] }
// { table: [[cell, ...], ...] } { columns: [blocks], count? } (a section in two columns, or count). In a text,
// "word[[note text]]" puts a footnote after "word". Long words get soft hyphens, so lines can break inside
// them; the expected text has none.

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Soft hyphens between syllables (vowel, consonant, vowel) of words of nine letters or more. */
function softHyphens(text) {
  return text.replace(/\p{L}{9,}/gu, (word) =>
    word.replace(/([aeiou])([b-df-hj-np-tv-z])(?=[aeiou])/gi, (_, v, c, offset) =>
      offset >= 2 && offset < word.length - 3 ? `${v}\u00ad${c}` : `${v}${c}`,
    ),
  );
}

const PAGE_NUMBER_FORMATS = {
  plain: (field) => field,
  dash: (field) => `- ${field} -`,
  halaman: (field, count) => `Halaman ${field} dari ${count}`,
  page: (field, count) => `Page ${field} of ${count}`,
  hal: (field) => `Hal. ${field}`,
};

export function writeDocument(doc) {
  const notes = { next: 1, page: [] };
  const pageField = '<text:page-number text:select-page="current">1</text:page-number>';
  const countField = '<text:page-count>1</text:page-count>';
  const inline = (text) => {
    let xml = '';
    let plain = '';
    for (const part of text.split(/(\[\[[^\]]+\]\])/)) {
      const note = /^\[\[(.+)\]\]$/.exec(part);
      if (!note) {
        xml += escapeXml(softHyphens(part));
        plain += part;
        continue;
      }
      const n = notes.next++;
      notes.page.push(`${n} ${note[1]}`);
      xml += `<text:note text:id="ftn${n}" text:note-class="footnote"><text:note-citation>${n}</text:note-citation><text:note-body><text:p text:style-name="Footnote">${escapeXml(note[1])}</text:p></text:note-body></text:note>`;
      plain += [...String(n)].map((d) => SUPERSCRIPT[d]).join('');
    }
    return { xml, plain };
  };
  const para = (style, text, pageBreak) => {
    const { xml, plain } = inline(text);
    return { xml: `<text:p text:style-name="${pageBreak ? `${style}_PB` : style}">${xml}</text:p>`, plain };
  };
  const block = (b, pageBreak) => {
    if (b.title) return [para('Title', b.title, pageBreak)];
    if (b.h) return [para(`H${b.h}`, b.text, pageBreak)];
    if (b.p) return [para(b.indent ? 'BodyIndent' : 'Body', b.p, pageBreak)];
    if (b.bold) return [para('Question', b.bold, pageBreak)];
    const breaker = pageBreak ? [{ xml: '<text:p text:style-name="Empty_PB"/>', plain: null }] : [];
    if (b.ul || b.ol) {
      const items = (b.ul ?? b.ol).map((item, i) => {
        const { xml, plain } = inline(item);
        return {
          xml: `<text:list-item><text:p text:style-name="ListText">${xml}</text:p></text:list-item>`,
          plain: `${b.ul ? '•' : `${i + 1}.`} ${plain}`,
        };
      });
      const xml = `<text:list text:style-name="${b.ul ? 'Bullets' : 'Numbers'}">${items.map((i) => i.xml).join('')}</text:list>`;
      return [...breaker, { xml, plain: items.map((i) => i.plain).join('\n') }];
    }
    if (b.table) {
      const width = b.table[0].length;
      const rows = b.table.map((row) => row.map((cell) => inline(cell)));
      const xml = `<table:table table:style-name="Tbl"><table:table-column table:number-columns-repeated="${width}"/>${rows
        .map(
          (row) =>
            `<table:table-row>${row.map((c) => `<table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="TableText">${c.xml}</text:p></table:table-cell>`).join('')}</table:table-row>`,
        )
        .join('')}</table:table>`;
      return [...breaker, { xml, plain: rows.map((row) => row.map((c) => c.plain).join('\t')).join('\n') }];
    }
    if (b.columns) {
      const inner = b.columns.flatMap((c) => block(c, false));
      const xml = `<text:section text:style-name="Columns${b.count ?? 2}" text:name="Columns${notes.next}${inner.length}">${inner.map((i) => i.xml).join('')}</text:section>`;
      return [...breaker, { xml, plain: inner.map((i) => i.plain).join('\n\n') }];
    }
    throw new Error(`unknown block ${JSON.stringify(b)}`);
  };

  const xmlParts = [];
  const expectedPages = [];
  doc.pages.forEach((page, index) => {
    notes.page = [];
    const parts = page.flatMap((b, i) => block(b, index > 0 && i === 0));
    xmlParts.push(...parts.map((p) => p.xml));
    const body = parts
      .map((p) => p.plain)
      .filter((p) => p !== null)
      .join('\n\n');
    expectedPages.push(notes.page.length ? `${body}\n\n${notes.page.join('\n')}` : body);
  });

  const running = (spec) => {
    if (!spec) return '';
    const number = spec.number ? PAGE_NUMBER_FORMATS[spec.number](pageField, countField) : '';
    const content = [spec.left ? escapeXml(spec.left) : '', number].filter(Boolean).join('<text:tab/>');
    return `<text:p text:style-name="${spec.center ? 'RunningCenter' : 'Running'}">${content}</text:p>`;
  };
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>${escapeXml(doc.title)}</dc:title><meta:initial-creator>${escapeXml(doc.author)}</meta:initial-creator><dc:creator>${escapeXml(doc.author)}</dc:creator></office:meta>
<office:font-face-decls><style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/></office:font-face-decls>
<office:styles>${styles(doc)}</office:styles>
<office:automatic-styles>${automaticStyles(doc)}
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" style:num-format="${doc.roman ? 'i' : '1'}" fo:margin-top="1.4cm" fo:margin-bottom="1.4cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/><style:header-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-bottom="0.5cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.5cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL">${doc.header ? `<style:header>${running(doc.header)}</style:header>` : ''}${doc.footer ? `<style:footer>${running(doc.footer)}</style:footer>` : ''}</style:master-page></office:master-styles>
<office:body><office:text>${xmlParts.join('\n')}</office:text></office:body></office:document>
`;
  return { fodt, expected: expectedPages.join('\n\n') };
}

const PARAGRAPH_STYLES = {
  Title:
    'fo:margin-bottom="0.4cm" fo:text-align="center"|style:font-name="Liberation Sans" fo:font-size="20pt" fo:font-weight="bold"',
  H1: 'fo:margin-top="0.4cm" fo:margin-bottom="0.2cm" fo:keep-with-next="always"|style:font-name="Liberation Sans" fo:font-size="16pt" fo:font-weight="bold"',
  H2: 'fo:margin-top="0.3cm" fo:margin-bottom="0.15cm" fo:keep-with-next="always"|style:font-name="Liberation Sans" fo:font-size="13pt" fo:font-weight="bold"',
  H3: 'fo:margin-top="0.25cm" fo:margin-bottom="0.1cm" fo:keep-with-next="always"|fo:font-size="BODY" fo:font-weight="bold"',
  Question: 'fo:margin-top="0.2cm" fo:margin-bottom="0.05cm"|fo:font-size="BODY" fo:font-weight="bold"',
  Body: 'fo:margin-bottom="0.2cm" fo:text-align="ALIGN"|fo:font-size="BODY"',
  BodyIndent: 'fo:margin-bottom="0cm" fo:text-indent="0.8cm" fo:text-align="ALIGN"|fo:font-size="BODY"',
  ListText: 'fo:margin-bottom="0.05cm"|fo:font-size="BODY"',
  TableText: 'fo:margin-bottom="0cm"|fo:font-size="10pt"',
  Footnote: 'fo:margin-left="0.5cm" fo:text-indent="-0.5cm"|fo:font-size="8.5pt"',
  Running: '|fo:font-size="9pt" fo:font-style="italic"',
  RunningCenter: 'fo:text-align="center"|fo:font-size="9pt"',
  Empty: '|fo:font-size="2pt"',
};

function styles(doc) {
  const body = `${doc.bodySize ?? 11}pt`;
  const align = doc.ragged ? 'start' : 'justify';
  const paragraphs = Object.entries(PARAGRAPH_STYLES).map(([name, spec]) => {
    const [paragraph, text] = spec.replace('BODY', body).replace('ALIGN', align).split('|');
    const tabs =
      name === 'Running'
        ? '<style:tab-stops><style:tab-stop style:position="16.6cm" style:type="right"/></style:tab-stops>'
        : '';
    return `<style:style style:name="${name}" style:family="paragraph"><style:paragraph-properties ${paragraph}>${tabs}</style:paragraph-properties><style:text-properties ${text}/></style:style>`;
  });
  const listLevel = `<style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="1.27cm" fo:text-indent="-0.635cm" fo:margin-left="1.27cm"/></style:list-level-properties>`;
  return `<style:default-style style:family="paragraph"><style:text-properties style:font-name="Liberation Serif" fo:font-size="${body}" fo:language="id" fo:country="ID"/></style:default-style>
${paragraphs.join('\n')}
<text:list-style style:name="Bullets"><text:list-level-style-bullet text:level="1" text:bullet-char="•">${listLevel}</text:list-level-style-bullet></text:list-style>
<text:list-style style:name="Numbers"><text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="1">${listLevel}</text:list-level-style-number></text:list-style>
<text:notes-configuration text:note-class="footnote" style:num-format="1" text:start-value="0" text:footnotes-position="page" text:start-numbering-at="document"/>`;
}

/** Section and table styles are read from the automatic styles only. */
function automaticStyles(doc) {
  const sections = [2, 3].map(
    (count) =>
      `<style:style style:name="Columns${count}" style:family="section"><style:section-properties text:dont-balance-text-columns="false"><style:columns fo:column-count="${count}" fo:column-gap="${doc.gutter ?? '0.8cm'}"/></style:section-properties></style:style>`,
  );
  return `${sections.join('\n')}
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="16.6cm" table:align="margins"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.1cm" fo:border="0.5pt solid #000000"/></style:style>
${pageBreakStyles()}`;
}

function pageBreakStyles() {
  return Object.keys(PARAGRAPH_STYLES)
    .map(
      (name) =>
        `<style:style style:name="${name}_PB" style:family="paragraph" style:parent-style-name="${name}"><style:paragraph-properties fo:break-before="page"/></style:style>`,
    )
    .join('\n');
}
