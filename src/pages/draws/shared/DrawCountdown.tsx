import { Countdown, useCountdown } from '../../../components';

export interface DrawCountdownProps {
  /** The moment it counts to (the backend's time text). */
  until: string;
  /** The backend's clock (useServerNow). */
  now: () => number;
  label: string;
}

/** A countdown to a campaign's start or end, moved by the backend's clock. */
export function DrawCountdown({ until, now, label }: DrawCountdownProps) {
  const remainingMs = useCountdown(until, now);
  return <Countdown remainingMs={remainingMs} label={label} />;
}
