import { useEffect, useState } from 'react';

/** Whether the window has scrolled further than one screen (when the go-to-top button is worth showing). */
export function useScrolledPast(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = (): void => setPast(window.scrollY > window.innerHeight);
    // The first reading waits for the next frame: read in the effect, right after the page has
    // hydrated, it made the browser lay the page out in the middle of the hydration's last task.
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return past;
}

/** Scrolls to the top: smoothly, unless the shopper asked for reduced motion. */
export function scrollToTop(): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}
