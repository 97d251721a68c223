import { LIVE_QUIZ_LIMITS } from '@pustaka/contract';
import { AppError } from '#platform/errors.ts';

/**
 * Words a nickname may not hold, Indonesian and English (swearing, slurs, sexual words). Matched on whole
 * words after folding case, accents and look-alike digits, and inside a run of letters for the longer ones,
 * so "Assa" or "Anjani" pass while "b4ngs4t" or "xFUCKx" do not.
 */
const OFFENSIVE_WORDS = [
  // Indonesian and regional
  'anjing',
  'anjir',
  'anjay',
  'asu',
  'babi',
  'bangsat',
  'bajingan',
  'brengsek',
  'bego',
  'goblok',
  'goblog',
  'tolol',
  'idiot',
  'kampret',
  'keparat',
  'kontol',
  'memek',
  'ngentot',
  'entot',
  'jancuk',
  'jancok',
  'cuk',
  'pepek',
  'perek',
  'lonte',
  'pelacur',
  'sundal',
  'tai',
  'taik',
  'titit',
  'pantek',
  'puki',
  'kimak',
  'bencong',
  'banci',
  'cebong',
  'kadrun',
  // English
  'fuck',
  'fucker',
  'fucking',
  'shit',
  'bitch',
  'cunt',
  'dick',
  'cock',
  'pussy',
  'asshole',
  'ass',
  'bastard',
  'whore',
  'slut',
  'nigger',
  'nigga',
  'faggot',
  'fag',
  'retard',
  'rape',
  'rapist',
  'porn',
  'nazi',
  'hitler',
  'penis',
  'vagina',
  'sex',
] as const;

const WORDS = new Set<string>(OFFENSIVE_WORDS);
/** Long enough to be unmistakable inside other letters. */
const INNER_WORDS = OFFENSIVE_WORDS.filter((word) => word.length >= 6);

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

const ALLOWED = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}' ._-]*$/u;

/** Case, accents and spacing folded: two nicknames with the same key are the same name. */
export function nicknameKey(nickname: string): string {
  return nickname.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function isOffensive(nickname: string): boolean {
  // Digits read as letters only inside a word that has letters: "Pemain 455" is a number, "b4ngs4t" a word.
  const words = nicknameKey(nickname)
    .split(/[^\p{L}\p{N}@$]+/u)
    .filter((token) => /\p{L}/u.test(token))
    .map((token) => [...token].map((char) => LOOK_ALIKES[char] ?? char).join(''))
    .flatMap((token) => token.split(/[^\p{L}]+/u))
    .filter(Boolean);
  if (words.some((word) => WORDS.has(word) || WORDS.has(word.replace(/(.)\1+/g, '$1')))) return true;
  const letters = words.join('');
  return INNER_WORDS.some((word) => letters.includes(word));
}

/** A nickname as it will be shown (trimmed, inner spaces collapsed), or the reason it is refused. */
export function checkNickname(raw: string): string {
  const nickname = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  const length = [...nickname].length;
  if (
    length < LIVE_QUIZ_LIMITS.nicknameMin ||
    length > LIVE_QUIZ_LIMITS.nicknameMax ||
    !ALLOWED.test(nickname)
  ) {
    throw new AppError('LIVE_NICKNAME_INVALID');
  }
  if (isOffensive(nickname)) throw new AppError('LIVE_NICKNAME_OFFENSIVE');
  return nickname;
}
