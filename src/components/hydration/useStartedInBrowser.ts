import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the render that hydrates the server's HTML (so the two match), true
 * from the browser's next render on. The switch is a transition: what it adds is rendered in slices
 * once the page is interactive. (A `useSyncExternalStore` whose server value differs instead forces a
 * synchronous re-render straight after hydration, in the same task as the hydration's effects.)
 */
export function useStartedInBrowser(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    startTransition(() => setStarted(true));
  }, []);
  return started;
}
