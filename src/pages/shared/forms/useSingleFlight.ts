import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time: while `run`'s task is going, further calls (a double click, Enter
 * pressed twice) are ignored. `busy` drives the button's spinner.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
