import { collapseSpaces, type Element, findFirst, textOf } from './dom.ts';
import { INLINE_TAGS, type StatsCache } from './text-stats.ts';

/**
 * Lines of page furniture told by their words, in the languages of the pages people send us: bylines
 * and datelines, tag and category lines, comment-policy lines, "read also" lines, and the buttons of
 * caption widgets. Each is a short line; a sentence that merely starts with such a word is prose.
 */

/** Month names and their usual abbreviations: Indonesian, English, Dutch, German, French, Spanish, Portuguese, Italian. */
const LATIN_MONTHS = [
  'jan(?:uari|uary|vier|uar|eiro)?',
  'j[äa]n(?:ner)?',
  'janv(?:ier)?',
  'ene(?:ro)?',
  'genn(?:aio)?',
  'feb(?:ruari|ruary|ruar|rero|braio|ruarie)?',
  'f[ée]v(?:rier|ereiro)?',
  'mar(?:et|ch|s|zo|ço|chi)?',
  'm[äa]r(?:z|t)?',
  'apr(?:il|ile)?',
  'avr(?:il)?',
  'abr(?:il)?',
  'mei',
  'may(?:o)?',
  'mai(?:o)?',
  'magg(?:io)?',
  'jun(?:i|e|io|ho)?',
  'juin',
  'giu(?:gno)?',
  'jul(?:i|y|io|ho)?',
  'juil(?:let)?',
  'lug(?:lio)?',
  'agu(?:stus)?',
  'aug(?:ust|ustus)?',
  'ao[ûu]t',
  'ago(?:sto)?',
  'sep(?:tember|tiembre|tembre)?',
  'sept?',
  'set(?:embro|tembre)?',
  'okt(?:ober)?',
  'oct(?:ober|obre)?',
  'out(?:ubro)?',
  'ott(?:obre)?',
  'nov(?:ember|embre|iembre|embro)?',
  'des(?:ember)?',
  'de[cz](?:ember|embre|iembre|embro)?',
  'dic(?:embre|iembre)?',
  'd[ée]c(?:embre)?',
  'maart',
].join('|');
const RUSSIAN_MONTHS = 'января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря';
const ARABIC_MONTHS =
  'يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر';
const MONTH = `(?:${LATIN_MONTHS}|${RUSSIAN_MONTHS}|${ARABIC_MONTHS})\\.?`;

/**
 * A written date: "27 Nov 2026", "27. November 2026", "27 de novembro de 2026", "November 27, 2026",
 * "27.11.2026", "2026-11-27", "2026年11月27日", "2026년 11월 27일", "27 ноября 2026".
 */
export const DATE = new RegExp(
  [
    `(?<![\\p{L}\\d])\\d{1,2}\\.?\\s+(?:de\\s+)?(?:${MONTH})\\s+(?:de\\s+)?\\d{4}`,
    `(?<![\\p{L}\\d])(?:${MONTH})\\s+\\d{1,2},?\\s+\\d{4}`,
    '(?<!\\d)\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}(?!\\d)',
    '(?<!\\d)\\d{4}[/.-]\\d{1,2}[/.-]\\d{1,2}(?!\\d)',
    '\\d{4}\\s*[年년]\\s*\\d{1,2}\\s*[月월]\\s*\\d{1,2}\\s*[日일]?',
  ].join('|'),
  'iu',
);

/** Words that open a byline: "By", "Oleh", "Por", "Von", "Par", "Di", "Door", "Autor:", "作者：", "Автор:", "بقلم". */
const BYLINE_START =
  /^(?:by|oleh|penulis|reporter|editor|ditulis oleh|written by|posted by|diposting oleh|por|von|par|di|door|da|autor(?:a|in)?|auteur|autore|escrito por|texto|text|redaksi|redacción|redação|rédaction|redaktion|作者|著者|記者|记者|文|작성자|автор|текст|بقلم|كتب|تحرير)(?=[\s:：|·,-]|$)\s*[:：]?/iu;

/** A reporter's title after the name (Korean, Japanese and Chinese bylines put it there). */
const BYLINE_TITLE = /(?:기자|특파원|記者|记者|特派員|编辑|編集)(?=[\s|·,)]|$)/u;

/** Words that open a dateline: "Publicado em", "Veröffentlicht am", "Publié le", "입력", "发布时间". */
const DATELINE_START =
  /^(?:published|updated|posted(?: on)?|last updated|diterbitkan|diperbarui|dipublikasikan|publicado|actualizado|atualizado|publié|mis à jour|modifié|veröffentlicht|aktualisiert|erstellt|stand|pubblicato|aggiornato|gepubliceerd|bijgewerkt|geplaatst|입력|수정|등록|公開日?|更新日?|发布(?:时间)?|發佈|опубликовано|обновлено|نشر في|تاريخ النشر|آخر تحديث)(?=[\s:：]|$)/iu;

/** Where bylines are written; a table row or a list item with a date is data. */
const BYLINE_TAGS = new Set(['div', 'p', 'section', 'header', 'address']);
const MAX_BYLINE_CHARS = 120;
/** A name after "By": capitalised words, at most this many. */
const NAME_ONLY =
  /^(?:\p{Lu}[\p{L}.'’-]*)(?:\s+(?:\p{Lu}[\p{L}.'’-]*|de|da|do|dos|van|von|der|den|di|del|la|le|y|e|&|and|und|et))*$/u;
const MAX_NAME_WORDS = 6;

const words = (text: string): number => text.split(' ').length;

/**
 * A byline or dateline by its text: a short line that opens with a byline word ("By", "Por", "Von",
 * "작성자") or a dateline word ("Publicado em") and holds a date or a <time>, a "By Name" line, a line
 * with a <time> and a few words, or a date with a few words around it. Sentences are never bylines.
 */
export function isBylineText(el: Element, stats: StatsCache): boolean {
  if (!BYLINE_TAGS.has(el.tag)) return false;
  const { chars } = stats.of(el);
  if (chars === 0 || chars > MAX_BYLINE_CHARS) return false;
  const text = collapseSpaces(textOf(el));
  const hasTime = findFirst(el, (inner) => inner.tag === 'time') !== null;
  const dated = DATE.test(text) || hasTime;
  const opener = BYLINE_START.exec(text);
  if (opener && dated) return true;
  if ((DATELINE_START.test(text) || BYLINE_TITLE.test(text.slice(0, 40))) && dated) return true;
  if (opener) {
    const name = text.slice(opener[0].length).trim();
    if (name && words(name) <= MAX_NAME_WORDS && NAME_ONLY.test(name)) return true;
  }
  if (/[.!?。]["”’)]?$/.test(text) && words(text) > 6) return false;
  if (hasTime && words(text) <= 12) return true;
  return DATE.test(text) && text.length <= 40 && !/[.!?]\s/.test(text);
}

/** "Tags:", "Etiquetas:", "Schlagwörter:", "Mots-clés :", "태그:", "タグ：", "标签：", "Теги:", "الوسوم:". */
const TAG_LINE =
  /^(?:tags?|tagged(?: with)?|etiquetas?|schlagw[öo]rter|schlagworte|stichw[öo]rter|mots[- ]cl[ée]s|[ée]tiquettes?|parole chiave|argomenti|trefwoorden|categor(?:y|ies|ia|ie|ias|ías|ies)|cat[ée]gories?|kategori(?:e|en)?|label|labels|topik|topics?|themen|temas?|sujets?|assuntos?|rubri(?:k|ken|que|ques)|태그|키워드|タグ|キーワード|标签|標籤|关键词|теги|метки|рубрики|ключевые слова|الوسوم|وسوم|الكلمات المفتاحية)\s*[:：]/iu;

/** Lines about the comment section rather than the article. */
const COMMENT_POLICY =
  /^(?:comments? (?:are|is) closed|leave a (?:comment|reply)|post a comment|you must be logged in to post a comment|your email address will not be published|komentar(?: telah)? ditutup|tinggalkan (?:komentar|balasan)|alamat email anda tidak akan dipublikasikan|kommentare sind (?:geschlossen|deaktiviert)|kommentar(?:e)? schreiben|hinterlasse einen kommentar|schreibe einen kommentar|ihre e-mail-adresse wird nicht veröffentlicht|deine e-mail-adresse wird nicht veröffentlicht|los comentarios están cerrados|comentarios cerrados|deja un comentario|deja una respuesta|tu dirección de correo electrónico no será publicada|les commentaires sont fermés|laisser un commentaire|laisser une réponse|votre adresse e-mail ne sera pas publiée|comentários encerrados|os comentários estão fechados|deixe um comentário|deixe uma resposta|o seu endereço de e-?mail não será publicado|i commenti sono chiusi|lascia un commento|lascia una risposta|il tuo indirizzo email non sarà pubblicato|reacties zijn gesloten|laat een reactie achter|je e-mailadres wordt niet gepubliceerd|댓글|コメントを残す|コメントする|发表评论|комментарии закрыты|оставить комментарий|اترك تعليقا|اترك تعليقاً)/iu;

/** "Read also" lines between paragraphs, in more languages than clean-content's Indonesian and English. */
const READ_ALSO =
  /^(?:lea (?:también|más)|vea también|ver también|mira|leia (?:também|mais)|veja também|lesen sie (?:auch|mehr|hier)|auch interessant|mehr zum thema|zum weiterlesen|das könnte sie auch interessieren|à lire aussi|a lire aussi|lire aussi|voir aussi|leggi anche|potrebbe interessarti|lees ook|zie ook|관련 ?기사|함께 볼만한|関連記事|あわせて読みたい|相关阅读|相关文章|延伸阅读|читайте также|смотрите также|اقرأ أيضا|اقرأ أيضاً|إقرأ أيضا)\s*[:：]/iu;

/** WordPress's and other blogs' footer of a post: "This entry was posted in …", "Abgelegt unter …". */
const FILED_UNDER =
  /^(?:this entry was posted|posted in|filed under|abgelegt unter|veröffentlicht in|dieser beitrag wurde|publicado en|publicado em|classé dans|pubblicato in|geplaatst in|diposting di|ditempatkan di)\b/iu;

/**
 * A whole short line that asks about or for the article rather than being part of it, or labels an ad or
 * a loading widget: "Was this article helpful?", "Über den Autor", "Anzeige", "Wird geladen…".
 */
const ENGAGEMENT_LINE =
  /^(?:(?:was|is) this (?:article|post|page) (?:helpful|useful)|war (?:der|dieser) (?:artikel|beitrag) (?:hilfreich|nützlich)|möchten sie (?:den|diesen) (?:artikel|beitrag) teilen|(?:share|teile|teilen sie) (?:this|diesen|den) (?:article|post|artikel|beitrag)|artikel teilen|beitrag teilen|compartir (?:este )?art[ií]culo|partager (?:cet )?article|condividi (?:questo )?articolo|about the author|über (?:den|die) autor(?:in)?|sobre (?:el|o) autor|à propos de l'auteur|tentang penulis|informazioni sull'autore|over de auteur|advertisement|anzeige|werbung|reklama|publicidad|publicidade|publicité|pubblicità|advertentie|реклама|광고|広告|广告|إعلان|loading|wird geladen|cargando|chargement|carregando|caricamento|laden|memuat|загрузка)\s*[?!.…:]*\s*(?:\.\.\.)?$/iu;
const MAX_ENGAGEMENT_CHARS = 80;

/** A photo credit on a line of its own: "Foto: Name", "(crédito: Name)", "© Agency", "Name/Shutterstock.com". */
const CREDIT_LINE =
  /^(?:\(?(?:fotos?|photos?|bild(?:er)?|images?|imagen|imagem|cr[ée]dits?|crédito|fotografía|fotografia|zdjęcie|źródło|quelle|фото|사진|写真|图片|صورة)\s*[:：©]|©|\(c\)\s)|(?:shutterstock|getty ?images|istock(?:photo)?|imago|picture alliance|dpa|afp|reuters|ap photo)(?:\.com)?\)?$/iu;
const MAX_CREDIT_CHARS = 80;

const MAX_LINE_CHARS = 250;

/** A tag or category line, a comment-policy line, or a "read also" line. */
export function isFurnitureLine(el: Element, stats: StatsCache): boolean {
  if (INLINE_TAGS.has(el.tag)) return false;
  const { chars } = stats.of(el);
  if (chars === 0 || chars > MAX_LINE_CHARS) return false;
  const text = collapseSpaces(textOf(el));
  if (chars <= MAX_ENGAGEMENT_CHARS && ENGAGEMENT_LINE.test(text)) return true;
  if (chars <= MAX_CREDIT_CHARS && CREDIT_LINE.test(text)) return true;
  return TAG_LINE.test(text) || COMMENT_POLICY.test(text) || READ_ALSO.test(text) || FILED_UNDER.test(text);
}

/** What the buttons of a caption or gallery widget say: "less", "more", "Caption", "Close", "1 / 12". */
const WIDGET_WORD =
  /^(?:less|more|show (?:less|more)|read (?:less|more)|caption|hide caption|show caption|close|open|expand|collapse|previous|next|prev|zoom|fullscreen|full screen|enlarge|view (?:gallery|image)|weniger|mehr|schließen|bildunterschrift|vergrößern|zurück|weiter|moins|plus|fermer|légende|agrandir|précédent|suivant|menos|más|cerrar|leyenda|ampliar|anterior|siguiente|mais|fechar|legenda|próximo|meno|più|chiudi|didascalia|successivo|precedente|minder|meer|sluiten|bijschrift|vorige|volgende|tutup|keterangan|sebelumnya|selanjutnya|lebih sedikit|selengkapnya|\d+\s*(?:\/|of|von|de|di|dari)\s*\d+|[×✕✖<>‹›«»+−-])$/iu;

/**
 * A line made only of widget buttons ("less more Caption Close"): the controls a photo gallery repeats
 * under every picture, never text anyone wrote.
 */
export function isWidgetLine(el: Element, stats: StatsCache): boolean {
  if (el.tag === 'p' && el.children.every((c) => c.type === 'text')) return false;
  const { chars } = stats.of(el);
  if (chars === 0 || chars > 60) return false;
  const parts = widgetParts(el);
  return parts.length >= 2 && parts.every((part) => WIDGET_WORD.test(part));
}

/** The separately marked-up pieces of a short line: each text node, trimmed, split at separators. */
function widgetParts(el: Element): string[] {
  const parts: string[] = [];
  const visit = (node: Element): void => {
    for (const child of node.children) {
      if (child.type === 'element') visit(child);
      else for (const piece of child.text.split(/[|·•]/)) if (piece.trim()) parts.push(collapseSpaces(piece));
    }
  };
  visit(el);
  return parts;
}
