/** The largest count a badge shows in full; above it the badge reads '99+'. */
export const MAX_BADGE_COUNT = 99;

/** A badge count: '' for zero (or negative / NaN), digits up to `max`, then `${max}+`. Fractions are floored. */
export function formatBadgeCount(count: number, max: number = MAX_BADGE_COUNT): string {
  const whole = Math.floor(count);
  if (!(whole > 0)) return '';
  if (whole > max) return `${max}+`;
  return String(whole);
}
