/** `inline` sits inside a sentence; `standalone` is a link on its own line with a 44 px touch target. */
export type LinkVariant = 'inline' | 'standalone';
