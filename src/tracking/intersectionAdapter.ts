import { IMPRESSION_MIN_RATIO, type ImpressionEvent } from './impression.machine';

/** The IntersectionObserver constructor (injected in tests; the global one by default). */
export type IntersectionObserverFactory = (
  callback: IntersectionObserverCallback,
  options: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;

const globalFactory: IntersectionObserverFactory = (callback, options) => new IntersectionObserver(callback, options);

type Send = (event: ImpressionEvent) => void;

interface SharedObserver {
  readonly observer: ReturnType<IntersectionObserverFactory>;
  /** Who listens to each observed element (two hooks may watch the same element). */
  readonly listeners: Map<Element, Set<Send>>;
}

/**
 * One observer for every element of a factory: a page of product cards hydrates with one
 * IntersectionObserver, not one per card (each is set up in the hydration's effects, and the browser
 * computes each one's first intersections in the next frame).
 */
const sharedObservers = new WeakMap<IntersectionObserverFactory, SharedObserver>();

function sharedObserverOf(createObserver: IntersectionObserverFactory): SharedObserver {
  const known = sharedObservers.get(createObserver);
  if (known) return known;
  const listeners = new Map<Element, Set<Send>>();
  const observer = createObserver(
    (entries) => {
      for (const entry of entries) {
        const event: ImpressionEvent = { type: 'intersect', ratio: entry.isIntersecting ? entry.intersectionRatio : 0 };
        for (const send of listeners.get(entry.target) ?? []) send(event);
      }
    },
    { threshold: [0, IMPRESSION_MIN_RATIO] },
  );
  const shared = { observer, listeners };
  sharedObservers.set(createObserver, shared);
  return shared;
}

/**
 * Feeds an element's visibility to its impression machine: every crossing of 0 and 20% becomes an
 * `intersect` event with the ratio. Returns the function that stops observing; the shared observer
 * is disconnected once it watches nothing.
 */
export function observeImpression(element: Element, send: Send, createObserver: IntersectionObserverFactory = globalFactory): () => void {
  const shared = sharedObserverOf(createObserver);
  let sends = shared.listeners.get(element);
  if (!sends) {
    sends = new Set();
    shared.listeners.set(element, sends);
    shared.observer.observe(element);
  }
  // Its own function each time: the same `send` observed twice is stopped twice.
  const listener: Send = (event) => send(event);
  sends.add(listener);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    sends.delete(listener);
    if (sends.size > 0) return;
    shared.listeners.delete(element);
    shared.observer.unobserve(element);
    if (shared.listeners.size > 0) return;
    shared.observer.disconnect();
    sharedObservers.delete(createObserver);
  };
}
