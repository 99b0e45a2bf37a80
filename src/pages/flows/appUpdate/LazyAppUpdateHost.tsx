import { lazy, Suspense } from 'react';

/** The host's code, loaded on first mount; a failed load shows nothing (the prompt is only advice). */
const Host = lazy(() =>
  import('./AppUpdateHost').then(
    (module) => ({ default: module.AppUpdateHost }),
    () => ({ default: (_props: { readonly onOpen: (href: string) => void }) => null }),
  ),
);

/** What the shared layout mounts inside the app webviews once the page has started: the app-update prompt, loaded lazily. */
export function LazyAppUpdateHost({ onOpen }: { readonly onOpen: (href: string) => void }) {
  return (
    <Suspense fallback={null}>
      <Host onOpen={onOpen} />
    </Suspense>
  );
}
