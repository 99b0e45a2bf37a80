import { useEffect, useState } from 'react';

/** Whether the window has scrolled further than one screen (when the go-to-top button is worth showing). */
export function useScrolledPast(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = (): void => setPast(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return past;
}

/** Scrolls to the top: smoothly, unless the shopper asked for reduced motion. */
export function scrollToTop(): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}
