import type { ServiceSlot } from '../../../api';
import type { TimeSlot } from '../../../components';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' plus minutes, as 'HH:mm' (within the day). */
function plusMinutes(start: string, minutes: number): string {
  const [h = 0, m = 0] = start.split(':').map(Number);
  const total = Math.min(h * 60 + m + minutes, 24 * 60 - 1);
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** The backend's slots as the time-slot picker takes them (a slot lasts the service's duration). */
export function toTimeSlots(slots: readonly ServiceSlot[], durationMinutes: number): TimeSlot[] {
  return slots.map((slot) => ({
    start: slot.time,
    end: plusMinutes(slot.time, durationMinutes),
    available: slot.available && slot.remaining > 0,
    remaining: slot.remaining,
    ...(slot.available ? {} : { reason: slot.remaining > 0 ? ('past' as const) : ('full' as const) }),
  }));
}

/** The day part (`YYYY-MM-DD`) of an appointment time (`YYYY-MM-DD HH:mm:ss`), or null. */
export function dayOf(appointmentAt: string): string | null {
  const day = appointmentAt.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}
