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
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
