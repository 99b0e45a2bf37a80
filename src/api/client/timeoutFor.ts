/** spec §9: request time-outs by path, in milliseconds. Where several rules match, the longest wins. */
export const DEFAULT_TIMEOUT_MS = 25_000;

const TIMEOUT_RULES: readonly { readonly words: readonly string[]; readonly ms: number }[] = [
  { words: ['submit', 'create', 'update'], ms: 30_000 },
  { words: ['pay', 'order', 'checkout'], ms: 45_000 },
  { words: ['upload', 'oss'], ms: 90_000 },
];

/** The time-out for a request path: 25 s, 30 s (submit/create/update), 45 s (pay/order/checkout), 90 s (upload/oss). */
export function timeoutFor(path: string): number {
  const lower = path.toLowerCase();
  return TIMEOUT_RULES.reduce(
    (longest, rule) => (rule.words.some((word) => lower.includes(word)) ? Math.max(longest, rule.ms) : longest),
    DEFAULT_TIMEOUT_MS,
  );
}

/**
 * Writes that move money (spec: pay, order, checkout): any non-GET call whose path names one of them.
 * They are never re-sent by the client, and at most one is in flight per path.
 */
export function movesMoney(path: string, method: string): boolean {
  if (method === 'GET') return false;
  const lower = path.toLowerCase();
  return ['pay', 'order', 'checkout'].some((word) => lower.includes(word));
}
