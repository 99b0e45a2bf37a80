/** The largest like count shown in full; anything above reads '9999+' (spec §5). */
export const MAX_LIKE_COUNT = 9999;

/** A like count: '' for zero (or negative / NaN), digits up to 9999, then '9999+'. Fractions are floored. */
export function formatLikeCount(count: number): string {
  const whole = Math.floor(count);
  if (!(whole > 0)) return '';
  if (whole > MAX_LIKE_COUNT) return `${MAX_LIKE_COUNT}+`;
  return String(whole);
}
