/**
 * The shop's fixed clock: it starts at the fixtures' "now" (2025-03-14 10:30 in Bangkok) and moves
 * one minute on every write, so two runs of the same story print the same times.
 */
export interface ShopClock {
  /** Minutes since the start instant. */
  minutes: number;
}

const START_UTC = Date.UTC(2025, 2, 14, 3, 30, 0); // 10:30 in Asia/Bangkok (UTC+7)
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export function createClock(): ShopClock {
  return { minutes: 0 };
}

/** The clock's instant in milliseconds since the epoch. */
export function clockMillis(clock: ShopClock): number {
  return START_UTC + clock.minutes * 60_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in Bangkok time, the format the shop's responses use. */
export function formatShopTime(millis: number): string {
  const d = new Date(millis + BANGKOK_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The current shop time, as text. */
export function nowText(clock: ShopClock): string {
  return formatShopTime(clockMillis(clock));
}

/** Moves the clock on by one minute (each write) and answers the new time as text. */
export function tick(clock: ShopClock): string {
  clock.minutes += 1;
  return nowText(clock);
}

/** `YYYY-MM-DD` of the clock's day, `days` later (negative: earlier). */
export function dayText(clock: ShopClock, days = 0): string {
  return formatShopTime(clockMillis(clock) + days * 86_400_000).slice(0, 10);
}
