// Created on first use: the first segmenter loads the browser's text-breaking data (a task of its
// own on a phone), which importing the avatar must not cost a page that shows none.
let graphemeSegmenter: Intl.Segmenter | undefined;
const segmenter = (): Intl.Segmenter => (graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

const LATIN = /\p{Script=Latin}/u;
/** Thai vowels written before the consonant they follow in speech (เ แ โ ใ ไ). */
const THAI_LEADING_VOWEL = /^[\u0E40-\u0E44]$/u;

function graphemes(word: string): string[] {
  return Array.from(segmenter().segment(word), (s) => s.segment);
}

/** The first sound of a word as written: one grapheme, or a Thai leading vowel with its consonant. */
function firstLetter(word: string): string {
  const [first = '', second = ''] = graphemes(word);
  return THAI_LEADING_VOWEL.test(first) ? first + second : first;
}

/**
 * Initials for an avatar: 'Jane Doe' → 'JD', 'madonna' → 'M', 'สมหญิง ใจดี' → 'ส', 'เอมมี่' → 'เอ',
 * '王小明' → '王'. Two initials only for Latin-script names with several words; one letter
 * otherwise. Grapheme-safe (a Thai consonant keeps its marks). '' for a blank name.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const head = firstLetter(first);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (last !== undefined && LATIN.test(head) && LATIN.test(firstLetter(last))) {
    return (head + firstLetter(last)).toLocaleUpperCase();
  }
  return LATIN.test(head) ? head.toLocaleUpperCase() : head;
}
