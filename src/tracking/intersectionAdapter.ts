import { IMPRESSION_MIN_RATIO, type ImpressionEvent } from './impression.machine';

/** The IntersectionObserver constructor (injected in tests; the global one by default). */
export type IntersectionObserverFactory = (
  callback: IntersectionObserverCallback,
  options: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'disconnect'>;

const globalFactory: IntersectionObserverFactory = (callback, options) => new IntersectionObserver(callback, options);

/**
 * Feeds an element's visibility to its impression machine: every crossing of 0 and 20% becomes an
 * `intersect` event with the ratio. Returns the function that stops observing.
 */
export function observeImpression(
  element: Element,
  send: (event: ImpressionEvent) => void,
  createObserver: IntersectionObserverFactory = globalFactory,
): () => void {
  const observer = createObserver(
    (entries) => {
      for (const entry of entries) send({ type: 'intersect', ratio: entry.isIntersecting ? entry.intersectionRatio : 0 });
    },
    { threshold: [0, IMPRESSION_MIN_RATIO] },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
