import type { TrackingEvent } from './tracking.machine';

/** The parts of `document` and `window` the adapter listens to. */
export interface VisibilitySource {
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Feeds the page's visibility to the tracking machine as events (the machine reads no DOM):
 * `visibilitychange` → `page.hidden` / `page.visible`, `pagehide` → `page.leave`.
 * Returns the function that stops listening.
 */
export function connectVisibility(
  send: (event: TrackingEvent) => void,
  source: VisibilitySource,
  now: () => number,
): () => void {
  const onVisibility = () => {
    send(source.document.visibilityState === 'hidden' ? { type: 'page.hidden', at: now() } : { type: 'page.visible', at: now() });
  };
  const onPageHide = () => send({ type: 'page.leave', at: now() });
  source.document.addEventListener('visibilitychange', onVisibility);
  source.window.addEventListener('pagehide', onPageHide);
  return () => {
    source.document.removeEventListener('visibilitychange', onVisibility);
    source.window.removeEventListener('pagehide', onPageHide);
  };
}
