import useEmblaCarousel from 'embla-carousel-react';
import { startTransition, useCallback } from 'react';

type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * Embla's carousel hook, with a viewport ref that starts the carousel in a transition. Embla's own
 * ref sets React state while the page commits, and such an update is rendered synchronously in the
 * same task: after hydration, together with every effect of the hydrated page, one long task on a
 * phone in which a tap waits. Started in a transition, the carousel comes up a moment later instead.
 */
export function useCarousel(options?: CarouselOptions): readonly [(viewport: HTMLElement | null) => void, ReturnType<typeof useEmblaCarousel>[1]] {
  const [setViewport, embla] = useEmblaCarousel(options);
  const viewportRef = useCallback(
    (viewport: HTMLElement | null) => {
      startTransition(() => setViewport(viewport));
    },
    [setViewport],
  );
  return [viewportRef, embla];
}
