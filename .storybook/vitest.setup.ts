/**
 * Story tests: animations off, fonts loaded, then a screenshot of every story compared with its
 * committed baseline (in __screenshots__ beside each stories file). A story opts out with the tag `no-screenshot`
 * only when its pixels are inherently non-deterministic, and says why next to the tag. A story
 * tagged `reduced-motion` runs as for a shopper who asked for less motion (no carousel autoplay),
 * so a timer cannot move what the screenshot sees.
 */
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryTestContext {
  story?: { tags: string[] };
}

/** Whether the running story asked for `prefers-reduced-motion: reduce` (tag `reduced-motion`). */
let reducedMotion = false;
const REDUCED_MOTION = /prefers-reduced-motion:\s*reduce/;

beforeEach((context) => {
  const { story } = context as typeof context & StoryTestContext;
  reducedMotion = story?.tags.includes('reduced-motion') ?? false;
});

beforeAll(() => {
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string): MediaQueryList => {
    const list = matchMedia(query);
    if (!reducedMotion || !REDUCED_MOTION.test(query)) return list;
    // A fixed answer: the preference does not change while the story runs.
    const fixed: Pick<MediaQueryList, 'matches' | 'media' | 'onchange'> & Record<string, unknown> = {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
    return fixed as unknown as MediaQueryList;
  };

  const style = document.createElement('style');
  style.dataset.testOnly = 'no-motion';
  style.textContent = `*, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }`;
  document.head.append(style);
});

afterEach(async (context) => {
  const { story } = context as typeof context & StoryTestContext;
  if (!story || story.tags.includes('no-screenshot')) return;
  if (context.task.result?.state === 'fail') return;
  // Layout first, so the browser knows which font subsets the story needs, then wait for them.
  document.body.getBoundingClientRect();
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // The story frame paints only its viewport: a story taller than the phone screen is shot with
  // the viewport stretched to its whole height, so what lies below the fold is compared too.
  const { innerWidth: width, innerHeight: height } = window;
  const fullHeight = Math.ceil(document.documentElement.scrollHeight);
  if (fullHeight > height) {
    await page.viewport(width, fullHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
  } finally {
    if (fullHeight > height) await page.viewport(width, height);
  }
});
