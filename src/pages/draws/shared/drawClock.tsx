import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { toDate } from '../../../format';

/** The clock the countdowns move with (Date.now; stories freeze it). */
const DrawClockContext = createContext<() => number>(Date.now);

/** Gives the countdowns under it another clock (a frozen one in stories and tests). */
export function DrawClockProvider({ now, children }: { now: () => number; children: ReactNode }) {
  return <DrawClockContext value={now}>{children}</DrawClockContext>;
}

/**
 * The backend's clock as a function: its `server_time` when the page mounted, moved on by the time
 * spent on the page since. Countdowns run from it, never from the device's own date; the first
 * render (server and browser alike) shows the server's time exactly.
 */
export function useServerNow(serverTime: string | null | undefined): () => number {
  const clock = useContext(DrawClockContext);
  const [mountedAt] = useState(clock);
  const server = serverTime ? toDate(serverTime).getTime() : Number.NaN;
  return useCallback(() => (Number.isNaN(server) ? clock() : server + (clock() - mountedAt)), [server, clock, mountedAt]);
}
