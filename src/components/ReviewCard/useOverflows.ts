import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is taller than its box (a line-clamped text that was cut).
 * Measured after layout, again on resize and once the web fonts have loaded.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let live = true;
    const measure = () => {
      if (live) setOverflows(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
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
