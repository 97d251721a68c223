/** What the hostile batch sends: values no route may take, or may take only to refuse. */

/** `return_to` and `next` values that end, once normalised, somewhere other than this app. */
export const RETURN_TO_EXPLOITS = [
  '/x/..//evil.example/phish',
  '/x/%2e%2e//evil.example/phish',
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/\t/evil.example',
  'https://evil.example',
  'javascript:alert(1)',
];

/** Link targets that pass for one site and lead to another, or leave the app from one of its paths. */
export const LINK_EXPLOITS = [
  'https://user:pw@evil.example',
  'https://pustaka.id@evil.example/login',
  'https:user:pw@evil.example',
  '/x/..//evil.example/phish',
];

export const SQL = "' OR 1=1 --";
export const HTML = '<img src=x onerror=alert(1)>';
export const EMOJI_RTL = 'مرحبا 👋🏽';
/** Strings no name may hold. */
export const HOSTILE_NAMES = [
  SQL,
  HTML,
  EMOJI_RTL,
  '👋',
  'Sari\u202Eevil',
  'Sari\u0000',
  'Sari\nBaru',
  '../../etc/passwd',
];
export const HOSTILE_NUMERIC_IDS = [
  '99999999999',
  '-1',
  'abc',
  '0',
  '1.5',
  '1e10',
  '0x0',
  encodeURIComponent(SQL),
  encodeURIComponent(HTML),
  encodeURIComponent(EMOJI_RTL),
  '%00',
  '%E0%A4%A',
  '9'.repeat(300),
  '2147483647',
];
export const HOSTILE_PARAMS: Record<string, string[]> = {
  id: HOSTILE_NUMERIC_IDS,
  authorId: HOSTILE_NUMERIC_IDS,
  userid: HOSTILE_NUMERIC_IDS,
  slug: [
    'a',
    'admin',
    'a%2Fb',
    '%D0%B0dmin',
    '..%2F..%2Fetc%2Fpasswd',
    'tulisan.html',
    'h%D0%B0lo',
    'TULISAN',
    encodeURIComponent(SQL),
    encodeURIComponent(HTML),
    '%00',
    '%E0%A4%A',
    'x'.repeat(190),
    'x'.repeat(300),
  ],
  groupId: HOSTILE_NUMERIC_IDS,
  fileId: HOSTILE_NUMERIC_IDS,
  questionId: HOSTILE_NUMERIC_IDS,
  sessionId: [
    'x',
    '%00',
    encodeURIComponent(SQL),
    encodeURIComponent(HTML),
    '00000000-0000-0000-0000-000000000000',
    'a'.repeat(300),
  ],
  token: [
    'x',
    '%00',
    encodeURIComponent(HTML),
    encodeURIComponent(SQL),
    `${'A'.repeat(40)}.${'B'.repeat(43)}`,
    'a'.repeat(190),
  ],
  role: ['superadmin', 'ADMIN', encodeURIComponent(SQL), '%00', encodeURIComponent(HTML)],
  userId: HOSTILE_NUMERIC_IDS,
  code: [
    'LMS-%00-AAAAA',
    encodeURIComponent(SQL),
    encodeURIComponent(HTML),
    'x'.repeat(190),
    'LMS-AAAAA-AAAAA',
  ],
  name: [
    '..%2F..%2Fauth-secret',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '1-avatar-0000000000000000.webp.type',
    '1-avatar-0000000000000000.webp',
    '1-0000000000000000-card.webp',
    '1-0000000000000000-card.webp.type',
    '1-0000000000000000-huge.webp',
    '1-000000000000000000000000.webp',
    '1-000000000000000000000000.webp.type',
    encodeURIComponent(HTML),
    '%00',
  ],
};
/** Range headers a streaming route must answer with the whole file, a part, or 416; never a 5xx. */
export const HOSTILE_RANGES = [
  'bytes=abc',
  'bytes=5-1',
  'bytes=-0',
  'bytes=-',
  'bytes=0-0,5-9',
  'bytes=99999999999999999999-',
  'bytes=0-99999999999999999999',
  'bytes=1e3-2e3',
  'bytes= 0-1',
  'items=0-1',
  'x'.repeat(5000),
];
export const HOSTILE_QUERY_VALUES = [
  SQL,
  HTML,
  EMOJI_RTL,
  '%',
  '_',
  '\\',
  '\u0000',
  '-1',
  '0',
  'abc',
  '99999999999999999999',
  '1e308',
  'x'.repeat(10_000),
];
export const WRONG_TYPES: unknown[] = [12345, true, [], {}, { $gt: '' }, ['a', 'b']];
