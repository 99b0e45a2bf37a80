/**
 * Story tests: animations off, fonts loaded, then a screenshot of every story compared with its
 * committed baseline (in __screenshots__ beside each stories file). A story opts out with the tag `no-screenshot`
 * only when its pixels are inherently non-deterministic, and says why next to the tag.
 */
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryTestContext {
  story?: { tags: string[] };
}

beforeAll(() => {
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
