/**
 * `regular`: body text, the values at the end of the full width (an order summary);
 * `compact`: small text as wide as its content, no space between rows (the totals beside a button).
 */
export type KeyValueDensity = 'regular' | 'compact';
