import { lazy, Suspense } from 'react';

/** The host's code, loaded on first mount; a failed load shows nothing (the prompt is only advice). */
const Host = lazy(() =>
  import('./AppUpdateHost').then(
    (module) => ({ default: module.AppUpdateHost }),
    () => ({ default: () => null }),
  ),
);

/** What the shared layout mounts inside the app webviews once the page has started: the app-update prompt, loaded lazily. */
export function LazyAppUpdateHost() {
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}
