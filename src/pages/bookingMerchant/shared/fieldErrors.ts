/** Each field's problem as a key of the `bookingMerchant` namespace (only fields with a problem). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The fields' problems of a check, or null when there is none. */
export function problemsOrNull<F extends string>(errors: FieldErrors<F>): FieldErrors<F> | null {
  return Object.keys(errors).length > 0 ? errors : null;
}

/** `HH:mm` as minutes since midnight, or null. */
export function clockMinutes(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
