/** Why the shopper leaves: the reasons offered, as sent in deleteAccount's `reason`. */
export const DELETION_REASONS = ['not_using', 'privacy', 'too_many_messages', 'other_account', 'other'] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

/** The longest own words for "another reason", in characters as a reader counts them. */
export const MAX_REASON_DETAIL = 200;

export function isDeletionReason(value: string): value is DeletionReason {
  return (DELETION_REASONS as readonly string[]).includes(value);
}

/** deleteAccount's `reason`: the chosen reason's key; "another reason" carries the shopper's words (`other: …`). */
export function reasonPayload(reason: DeletionReason, detail: string): string {
  return reason === 'other' ? `other: ${detail.trim()}` : reason;
}
