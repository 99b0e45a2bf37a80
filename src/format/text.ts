// Grapheme-safe text helpers. A Thai consonant with its stacked vowel and tone marks ('กี่' is three
// code points), an emoji ZWJ sequence or a letter with combining accents is one grapheme cluster,
// so cutting by graphemes never leaves a dangling mark.

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The number of user-perceived characters (grapheme clusters) in `text`. */
export function countGraphemes(text: string): number {
  return Array.from(segmenter.segment(text)).length;
}

/**
 * `text` cut to its first `max` graphemes followed by `ellipsis` when it has more than `max`
 * graphemes; otherwise `text` unchanged. `max <= 0` (or NaN) gives ''. A fractional `max` is floored.
 */
export function truncateGraphemes(text: string, max: number, ellipsis = '…'): string {
  const limit = Math.floor(max);
  if (!(limit > 0)) return '';
  let count = 0;
  for (const { index } of segmenter.segment(text)) {
    if (count === limit) return text.slice(0, index) + ellipsis;
    count += 1;
  }
  return text;
}
