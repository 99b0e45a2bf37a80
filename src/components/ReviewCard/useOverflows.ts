import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is taller than its box (a line-clamped text that was cut).
 * Measured when the browser next lays the element out (a resize observer's first report, which
 * reads the layout the browser made anyway instead of forcing one), again on resize and once the
 * web fonts have loaded. Not in a layout effect: its update would re-render synchronously in the
 * task that hydrates the page, together with every effect of the hydration.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let live = true;
    const measure = () => {
      if (live) setOverflows(element.scrollHeight > element.clientHeight + 1);
    };
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    void document.fonts?.ready.then(measure);
    return () => {
      live = false;
      observer?.disconnect();
    };
    // The caller lists what changes the content (text, clamp); ref is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return overflows;
}
