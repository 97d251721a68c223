/**
 * PostgreSQL's full-text values as text, read so the in-memory catalogue matches exactly what `@@` matches:
 * the database normalises both sides (the `indonesian` stemmer), this only compares the lexemes it made.
 */

/** A parsed tsquery: lexemes joined by and, or and not. Phrases (`<->`) are not represented. */
export type TextQuery =
  | { kind: 'term'; lexeme: string }
  | { kind: 'not'; operand: TextQuery }
  | { kind: 'and' | 'or'; left: TextQuery; right: TextQuery };

/**
 * The lexemes of a tsvector's text form (`'ajar':1,3A 'masak':2`): quoted words, a doubled quote inside,
 * each followed by optional positions and weights, which matching without phrases does not need.
 */
export function lexemesOf(tsvector: string): string[] {
  const lexemes: string[] = [];
  let i = 0;
  while (i < tsvector.length) {
    if (tsvector[i] !== "'") {
      i += 1;
      continue;
    }
    const [lexeme, next] = readQuoted(tsvector, i);
    lexemes.push(lexeme);
    i = next;
    while (i < tsvector.length && tsvector[i] !== ' ') i += 1;
  }
  return lexemes;
}

/** The quoted word starting at `start` (a quote) and the index after its closing quote. */
function readQuoted(text: string, start: number): [string, number] {
  let value = '';
  // The run of plain characters since the last escape, added in one slice.
  let from = start + 1;
  let i = from;
  while (i < text.length) {
    const char = text[i];
    if (char === "'" && text[i + 1] === "'") {
      value += `${text.slice(from, i)}'`;
      i += 2;
      from = i;
    } else if (char === "'") {
      return [value + text.slice(from, i), i + 1];
    } else if (char === '\\' && i + 1 < text.length) {
      // A backslash escapes the next character in the text form.
      value += text.slice(from, i) + text[i + 1];
      i += 2;
      from = i;
    } else {
      i += 1;
    }
  }
  throw new SyntaxError('unterminated lexeme');
}

type Token = { type: 'term'; lexeme: string } | { type: '&' | '|' | '!' | '(' | ')' };

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === ' ') {
      i += 1;
    } else if (char === "'") {
      const [lexeme, next] = readQuoted(text, i);
      // Weights or a prefix (`:A`, `:*`) change what matches: not something this reader answers.
      if (text[next] === ':') return undefined;
      tokens.push({ type: 'term', lexeme });
      i = next;
    } else if (char === '&' || char === '|' || char === '!' || char === '(' || char === ')') {
      tokens.push({ type: char });
      i += 1;
    } else {
      // `<->` and `<N>` are phrase operators: they need word positions.
      return undefined;
    }
  }
  return tokens;
}

/**
 * A tsquery's text form as a tree, or `null` for the empty query (only stop words: it matches nothing), or
 * `undefined` when it uses what this reader does not evaluate (phrases, weights, prefixes).
 * Precedence as PostgreSQL prints it: `!` binds tightest, then `&`, then `|`.
 */
export function parseTextQuery(text: string): TextQuery | null | undefined {
  let read: Token[] | undefined;
  try {
    read = tokenize(text);
  } catch {
    return undefined;
  }
  if (!read) return undefined;
  if (read.length === 0) return null;
  const tokens = read;
  let position = 0;
  const peek = () => tokens[position];

  function orExpression(): TextQuery {
    let left = andExpression();
    while (peek()?.type === '|') {
      position += 1;
      left = { kind: 'or', left, right: andExpression() };
    }
    return left;
  }
  function andExpression(): TextQuery {
    let left = unary();
    while (peek()?.type === '&') {
      position += 1;
      left = { kind: 'and', left, right: unary() };
    }
    return left;
  }
  function unary(): TextQuery {
    const token = tokens[position++];
    if (token?.type === '!') return { kind: 'not', operand: unary() };
    if (token?.type === 'term') return { kind: 'term', lexeme: token.lexeme };
    if (token?.type === '(') {
      const inner = orExpression();
      if (tokens[position++]?.type !== ')') throw new SyntaxError('missing )');
      return inner;
    }
    throw new SyntaxError('unexpected token');
  }

  try {
    const tree = orExpression();
    return position === tokens.length ? tree : undefined;
  } catch {
    return undefined;
  }
}
