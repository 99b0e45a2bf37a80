/**
 * `quantity` kept within [min, max]; a `max` that is absent, not finite or below `min` sets no
 * upper bound (products without a per-order limit).
 */
export function clampQuantity(quantity: number, min: number, max?: number): number {
  const upper = max !== undefined && Number.isFinite(max) && max >= min ? max : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(Math.floor(quantity), min), upper);
}

/** The upper bound `clampQuantity` applies, or undefined when there is none. */
export function effectiveMax(min: number, max?: number): number | undefined {
  return max !== undefined && Number.isFinite(max) && max >= min ? max : undefined;
}
