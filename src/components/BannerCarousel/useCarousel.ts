import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
type CarouselApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

export interface Carousel {
  /** The viewport element's ref. */
  readonly viewportRef: (viewport: HTMLElement | null) => void;
  /** Embla's api once the carousel has started; undefined until then. */
  readonly embla: CarouselApi | undefined;
  /**
   * Starts the carousel now, rendered at once: for a press on the carousel (its capture phase), so
   * that embla listens before the press reaches it (embla takes a swipe from its mouse or touch
   * press, which follows the pointer's).
   */
  readonly startNow: () => void;
  /** Starts the carousel in the next render: for focus moving into it. */
  readonly start: () => void;
  /** Runs a move (a button, a dot, autoplay's tick) with the carousel, starting it first if need be. */
  readonly withCarousel: (move: (embla: CarouselApi) => void) => void;
}

/**
 * Embla's carousel hook, started on first use instead of while the page hydrates. Until it starts,
 * the server's markup shows the first slide at rest, as it does with embla; starting it measures
 * every slide (about 10 ms of CPU on a fast computer, in one task), which a shopper who does not
 * touch the carousel never waits for. It starts with a press on the carousel (before the press
 * reaches embla, so the first swipe moves it), when focus moves into it, or with the first move a
 * button, a dot or autoplay asks for, which then runs once it has started.
 */
export function useCarousel(options?: CarouselOptions): Carousel {
  const [setViewport, embla] = useEmblaCarousel(options);
  const viewport = useRef<HTMLElement | null>(null);
  const started = useRef(false);
  const pendingMove = useRef<((embla: CarouselApi) => void) | null>(null);

  const viewportRef = useCallback(
    (element: HTMLElement | null) => {
      viewport.current = element;
      if (element === null && started.current) {
        started.current = false;
        setViewport(null);
      }
    },
    [setViewport],
  );
  const start = useCallback(() => {
    if (started.current || !viewport.current) return;
    started.current = true;
    setViewport(viewport.current);
  }, [setViewport]);
  const startNow = useCallback(() => {
    if (started.current) return;
    flushSync(start);
  }, [start]);
  const withCarousel = useCallback(
    (move: (embla: CarouselApi) => void) => {
      if (embla) {
        move(embla);
        return;
      }
      pendingMove.current = move;
      start();
    },
    [embla, start],
  );
  useEffect(() => {
    const move = pendingMove.current;
    if (!embla || !move) return;
    pendingMove.current = null;
    move(embla);
  }, [embla]);

  return { viewportRef, embla, startNow, start, withCarousel };
}
