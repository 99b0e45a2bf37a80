/** Why a slot cannot be booked; shown beside it. */
export type SlotUnavailableReason = 'full' | 'past' | 'closed';

export interface TimeSlot {
  /** Start, 24-hour 'HH:mm' in Asia/Bangkok; also the slot's value. */
  start: string;
  /** End, 24-hour 'HH:mm'. */
  end: string;
  available: boolean;
  /** Places left; shown when given. A slot with 0 places left is unavailable (full). */
  remaining?: number;
  /** Why an unavailable slot is unavailable; defaults to 'full'. */
  reason?: SlotUnavailableReason;
}

export type DayPeriod = 'morning' | 'afternoon' | 'evening';
