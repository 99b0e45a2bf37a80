// Grapheme-safe text helpers. A Thai consonant with its stacked vowel and tone marks ('กี่' is three
// code points), an emoji ZWJ sequence or a letter with combining accents is one grapheme cluster,
// so cutting by graphemes never leaves a dangling mark.

// Made on first use: setting one up costs a phone several milliseconds, which a page that never
// cuts a text should not pay while it starts.
let graphemeSegmenter: Intl.Segmenter | undefined;
const segmenter = (): Intl.Segmenter => (graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/** The number of user-perceived characters (grapheme clusters) in `text`. */
export function countGraphemes(text: string): number {
  return Array.from(segmenter().segment(text)).length;
}

/**
 * `text` cut to its first `max` graphemes followed by `ellipsis` when it has more than `max`
 * graphemes; otherwise `text` unchanged. `max <= 0` (or NaN) gives ''. A fractional `max` is floored.
 */
export function truncateGraphemes(text: string, max: number, ellipsis = '…'): string {
  const limit = Math.floor(max);
  if (!(limit > 0)) return '';
  // A grapheme is at least one UTF-16 unit: a text no longer than the limit needs no cut.
  if (text.length <= limit) return text;
  let count = 0;
  for (const { index } of segmenter().segment(text)) {
    if (count === limit) return text.slice(0, index) + ellipsis;
    count += 1;
  }
  return text;
}
