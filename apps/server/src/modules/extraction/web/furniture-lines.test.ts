import { describe, expect, it } from 'vitest';
import { extractWebPage } from './index.ts';
import { ENGLISH_PARAGRAPHS, paragraphs } from './test-pages.ts';

const url = 'https://portal.example/2026/11/story.html';

/** An article with its byline and dateline above it and its tag and comment-policy lines below, in one block. */
function articleWith(above: string[], below: string[], after = ''): string {
  return `<!doctype html><html><head><title>Story | Portal</title></head><body>
<nav><a href="/">Home</a></nav><div class="wrap"><div class="x1">
${above.map((line) => `<div class="x2">${line}</div>`).join('\n')}
${paragraphs(ENGLISH_PARAGRAPHS)}
${below.map((line) => `<div class="x4">${line}</div>`).join('\n')}${after}
</div></div></body></html>`;
}

/** Bylines, datelines, tag lists and comment-policy lines as sites in each language write them. */
const LANGUAGES: Array<[string, string[], string[]]> = [
  [
    'Portuguese',
    ['Por Maria Silva', 'Publicado em 27 de novembro de 2026, 10h12'],
    ['Tags: enchente, mercado, rio', 'Comentários encerrados.', 'Publicidade', '(crédito: Ana Exemplo)'],
  ],
  [
    'Spanish',
    ['Por Juan Pérez | 27 de noviembre de 2026'],
    [
      'Etiquetas: inundación, mercado',
      'Los comentarios están cerrados.',
      'Lea también: El río vuelve a su cauce',
      'Publicado en Noticias, Ciudad',
    ],
  ],
  [
    'French',
    ['Par Jeanne Dupont', 'Publié le 27 novembre 2026 à 10h12'],
    ['Mots-clés : inondation, marché', 'Les commentaires sont fermés.', 'À lire aussi : le pont rouvre'],
  ],
  [
    'German',
    ['Von Max Mustermann', 'Veröffentlicht am 27. November 2026, 10:12 Uhr'],
    [
      'Schlagwörter: Hochwasser, Markt',
      'Kommentare sind geschlossen.',
      'War der Artikel nützlich?',
      'Foto: Hans Beispiel',
      'Über den Autor',
    ],
  ],
  ['Italian', ['di Mario Rossi — 27 novembre 2026'], ['Tag: alluvione, mercato', 'I commenti sono chiusi.']],
  [
    'Dutch',
    ['Door Jan de Vries, 27 november 2026'],
    ['Trefwoorden: overstroming', 'Reacties zijn gesloten.'],
  ],
  ['Korean', ['홍길동 기자 | 입력 2026.11.27 10:12'], ['태그: 홍수, 시장']],
  ['Japanese', ['記者：山田太郎 2026年11月27日'], ['タグ：洪水、市場']],
  ['Chinese', ['作者：李明 2026年11月27日'], ['标签：洪水，市场']],
  ['Arabic', ['بقلم أحمد علي - 27 نوفمبر 2026'], ['الوسوم: فيضان، سوق']],
  ['Russian', ['Автор: Иван Петров, 27 ноября 2026'], ['Теги: наводнение, рынок']],
];

describe('extractWebPage: bylines, datelines, tag and comment-policy lines in many languages', () => {
  for (const [language, above, below] of LANGUAGES) {
    it(`removes them from a ${language} page and keeps the article`, () => {
      const text = extractWebPage(articleWith(above, below), { url }).text;
      expect(text).toBe(ENGLISH_PARAGRAPHS.join('\n\n'));
    });
  }

  it('keeps sentences that merely open with a byline or tag word', () => {
    const prose = [
      'Por la mañana, el río había bajado y los comerciantes volvieron al mercado con sus puestos.',
      'Von 1990 bis 2026 stieg der Fluss dreimal über die Ufer, zuletzt im November 2026.',
      'Tags: the word the council used for the flood markers on the bridge, painted on 27 November 2026.',
    ];
    const html = articleWith(
      [],
      prose.map((p) => `<p>${p} ${ENGLISH_PARAGRAPHS[0]}</p>`),
    );
    const text = extractWebPage(html, { url }).text;
    for (const sentence of prose) expect(text).toContain(sentence);
  });
});

describe('extractWebPage: caption widgets and related teasers', () => {
  const photo = (n: number) =>
    `<figure><img src="/p${n}.jpg"><figcaption>The lower market on day ${n} of the flood.</figcaption></figure>
     <div class="x5"><span>less</span> <span>more</span> <span>Caption</span> <span>Close</span></div>`;

  it('removes the buttons a gallery repeats under every photo and keeps the captions', () => {
    const html = articleWith(
      [],
      [
        photo(1),
        photo(2),
        `<div class="x6"><span>weniger</span><span>mehr</span><span>Schließen</span></div>`,
      ],
    );
    const text = extractWebPage(html, { url }).text;
    expect(text).toContain('The lower market on day 1 of the flood.');
    expect(text).toContain('The lower market on day 2 of the flood.');
    expect(text).not.toMatch(/\b(less|more|Caption|Close|weniger|mehr|Schließen)\b/);
  });
});

describe('extractWebPage: lists of related teasers', () => {
  const teasers = (n: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<li><a href="/story-${i}">Bridge repairs to start in month ${i + 1}</a><p>The council approved the budget on Monday after a long debate about the river.</p></li>`,
    ).join('');

  for (const heading of [
    'Related stories',
    'Leia também',
    'Ähnliche Beiträge',
    'Artículos relacionados',
    '関連記事',
  ]) {
    it(`removes the teasers under "${heading}" and keeps the article's own lists`, () => {
      const html = articleWith(
        [],
        [],
        `<ul><li>Rice, fish and charcoal from the bridge stalls.</li><li>Mud shovelled into lorries by volunteers.</li></ul>
        <h3>${heading}</h3><ul>${teasers(3)}</ul>`,
      );
      const text = extractWebPage(html, { url }).text;
      expect(text).toContain('Mud shovelled into lorries by volunteers.');
      expect(text).not.toContain('Bridge repairs');
      expect(text).not.toContain(heading);
    });
  }

  it('removes a list of links introduced by a line such as "Lesen Sie auch die folgenden Beiträge:"', () => {
    const links = [1, 2, 3].map(
      (n) => `<li><a href="/beitrag-${n}">Warum Sie Prozess ${n} digitalisieren sollten</a></li>`,
    );
    const html = articleWith(
      [],
      [],
      `<p><strong>Lesen Sie auch die folgenden Beiträge:</strong></p><ul>${links.join('')}</ul>`,
    );
    const text = extractWebPage(html, { url }).text;
    expect(text).toBe(ENGLISH_PARAGRAPHS.join('\n\n'));
  });
});
