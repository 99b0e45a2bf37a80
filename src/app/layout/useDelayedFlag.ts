import { useEffect, useState } from 'react';

/** spec §9: the page-load indicator appears only after 200 ms, so fast loads do not flash. */
export const PAGE_LOAD_MIN_DELAY_MS = 200;

/** True once `active` has stayed true for `delayMs`; false again as soon as it turns false. */
export function useDelayedFlag(active: boolean, delayMs: number = PAGE_LOAD_MIN_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}
