import type { ServiceSlot } from '../../../api';
import type { TimeSlot } from '../../../components/TimeSlotPicker';
import { addMinutes } from '../shared/bookingDays';

/** The backend's slots as the picker shows them: each ends after the service's minutes; no room left is full, else an unavailable slot has passed. */
export function slotsOf(slots: readonly ServiceSlot[], minutes: number): TimeSlot[] {
  return slots.map((slot) => ({
    start: slot.time,
    end: addMinutes(slot.time, minutes),
    available: slot.available && slot.remaining > 0,
    remaining: slot.remaining,
    ...(slot.remaining <= 0 ? { reason: 'full' as const } : !slot.available ? { reason: 'past' as const } : {}),
  }));
}
