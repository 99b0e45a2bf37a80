/** Days, clock times and appointments as the booking side writes them (Bangkok time, text). */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;
const APPOINTMENT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(?::\d{2})?$/;

/** `YYYY-MM-DD` when it names a real day, else undefined. */
export function parseDay(text: string | undefined): string | undefined {
  const match = DAY.exec((text ?? '').trim());
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? (match[0] ?? undefined) : undefined;
}

/** Minutes after midnight of `HH:mm` (or `HH:mm:00`), else undefined. */
export function parseClock(text: string | undefined): number | undefined {
  const match = CLOCK.exec((text ?? '').trim());
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `HH:mm` of minutes after midnight. */
export function clockText(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** `YYYY-MM-DD HH:mm:00`, the form appointments are kept in. */
export function appointmentText(day: string, minutes: number): string {
  return `${day} ${clockText(minutes)}:00`;
}

/** The day and minutes of an appointment (`YYYY-MM-DD HH:mm[:ss]`), else undefined. */
export function splitAppointment(text: string | undefined): { day: string; minutes: number } | undefined {
  const match = APPOINTMENT.exec((text ?? '').trim());
  const day = parseDay(match?.[1]);
  const minutes = parseClock(match?.[2]);
  return day === undefined || minutes === undefined ? undefined : { day, minutes };
}
