import { useEffect, useState } from 'react';
import { toDate } from '../../format/dates';

type DateInput = Date | string | number;

export interface UseCountdownOptions {
  /** How often to recompute, in ms (default 1000). */
  intervalMs?: number;
}

/**
 * The milliseconds left until `endsAt`, recomputed every second from the clock `now` (inject a
 * fixed or server-corrected clock; defaults to Date.now). Stops ticking once it reaches 0.
 */
export function useCountdown(
  endsAt: DateInput,
  now: () => number = Date.now,
  { intervalMs = 1000 }: UseCountdownOptions = {},
): number {
  const end = toDate(endsAt).getTime();
  const remainingAt = (time: number) => (Number.isNaN(end) ? 0 : Math.max(0, end - time));
  const [remaining, setRemaining] = useState(() => remainingAt(now()));

  useEffect(() => {
    const update = () => {
      const left = Number.isNaN(end) ? 0 : Math.max(0, end - now());
      setRemaining(left);
      return left;
    };
    if (update() === 0) return;
    const timer = setInterval(() => {
      if (update() === 0) clearInterval(timer);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [end, now, intervalMs]);

  return remaining;
}
