import { useEffect } from 'react';

/** The attribute set on `<html>` once the page is interactive (hydrated or rendered in the browser). */
export const HYDRATED_ATTRIBUTE = 'data-storefront-ready';

/**
 * Marks the document as interactive after React's first commit in the browser, so browser tests
 * and a host's scripts can wait for it, and calls `onInteractive` then (the page's other effects of
 * that commit have run). Renders nothing, on the server and in the browser alike.
 */
export function HydrationMarker({ onInteractive }: { onInteractive?: (() => void) | undefined }) {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    onInteractive?.();
  }, [onInteractive]);
  return null;
}
