/**
 * Story tests: animations off, fonts loaded, then a screenshot of every story compared with its
 * committed baseline (in __screenshots__ beside each stories file). A story opts out with the tag `no-screenshot`
 * only when its pixels are inherently non-deterministic, or when it is the test-only check of a
 * screen another story already shows (a design state's play moved out of it), and says why next
 * to the tag. A story
 * tagged `reduced-motion` runs as for a shopper who asked for less motion (no carousel autoplay),
 * so a timer cannot move what the screenshot sees.
 */
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page, userEvent as browserKeyboard } from 'vitest/browser';
import { preloadClientCode } from '../src/api';
import { preloadLinkRules } from '../src/app/routing/lazyLinkRules';
import { exposeBrowserKeyboard } from '../stories/support/browserKeyboard';
import { storyQuiet } from '../stories/support/storySettled';

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

// The browser's own Tab (Playwright), for the play checks of focus traps (stories/support/browserKeyboard.ts).
exposeBrowserKeyboard(browserKeyboard);

// How long `findBy…` and `waitFor` wait: set in the preview (.storybook/asyncTimeout.ts), for Storybook too.

// What the app loads as soon as it has begun hydrating: the api client's sending code, the
// tracking machine and the link rules. Loaded before the stories, as in the app, so that a story's
// first call or first navigation does not wait for them (in the dev server each is a module still
// to transform).
beforeAll(async () => {
  await Promise.all([preloadClientCode(), import('../src/tracking/trackingActor'), preloadLinkRules()]);
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

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
/** How long a stretched story frame is given to paint what the stretch brought into view, before it is measured again or shot. */
const STRETCH_PAINT_MS = 50;
/** How long a stretched story whose shot differs from its baseline waits before it is shot once more. */
const RESHOOT_WAIT_MS = 1000;

/**
 * The longest the screenshot waits for the pictures on screen: a mock picture takes milliseconds,
 * but those that come into view only when a tall story is stretched start late on a busy machine.
 */
const IMAGE_WAIT_MS = 5000;

/** Pictures in view (not those of a closed dialog or beyond a carousel's edge) have loaded or failed. */
async function imagesInView(): Promise<void> {
  const width = window.innerWidth;
  const pending = Array.from(document.images).filter((image) => {
    if (image.complete) return false;
    const rect = image.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && rect.right > 0 && rect.left < width;
  });
  if (pending.length === 0) return;
  const loaded = Promise.all(
    pending.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]);
}

/**
 * The longest the screenshot waits for the requests and route loads a story started: they take
 * milliseconds; a story that holds a request on purpose (an upload that never ends) pays this once.
 */
const SETTLE_WAIT_MS = 3000;

/**
 * The story has settled: no request on its way and no route loading, twice with frames between
 * (an answer renders, and what it renders may ask for more). A story's play may end as soon as the
 * address changes; the page it went to may still be loading its data.
 */
async function settled(): Promise<void> {
  const deadline = performance.now() + SETTLE_WAIT_MS;
  let quietChecks = 0;
  for (;;) {
    quietChecks = storyQuiet() ? quietChecks + 1 : 0;
    if (quietChecks === 2 || performance.now() > deadline) return;
    await nextFrames();
  }
}

/**
 * The longest the screenshot waits for the story's frame to take a stretched height. The resize
 * reaches the frame a little later; with two story files at a time on a busy machine, 30 pairs of
 * frames were once not enough, and the page was shot with its lower part blank.
 */
const VIEWPORT_WAIT_MS = 3000;

/** The frame has taken the size asked for. */
async function viewportHeight(height: number): Promise<void> {
  const deadline = performance.now() + VIEWPORT_WAIT_MS;
  while (window.innerHeight !== height && performance.now() < deadline) await nextFrames();
}

/**
 * Stretches the story frame to `height` and waits until it, and what came into view, is shown and
 * painted: each stretch is painted before the next (the shots that came out blank below a height
 * were all cut at a stretch followed by another).
 */
async function stretchTo(width: number, height: number): Promise<void> {
  await page.viewport(width, height);
  await viewportHeight(height);
  await nextFrames();
  await imagesInView();
  await document.fonts.ready;
  await new Promise((resolve) => setTimeout(resolve, STRETCH_PAINT_MS));
  await nextFrames();
}

/**
 * Has the browser paint the story frame anew, whole: the frame (in the test page) and its document
 * are each given a layer of their own for a frame, then put back. Nothing moves; no pixel changes.
 */
async function repaintWhole(): Promise<void> {
  const holder = window.frameElement instanceof HTMLElement ? window.frameElement : null;
  const layers = [document.documentElement, ...(holder ? [holder] : [])];
  for (const layer of layers) layer.style.setProperty('will-change', 'transform');
  await nextFrames();
  for (const layer of layers) layer.style.removeProperty('will-change');
  await nextFrames();
}

/**
 * What the story frame measures, printed with a stretched story's second failed shot: tells a page
 * shown at another size than it was stretched to from a real difference.
 */
function frameSizes(stretches: readonly number[]): string {
  const holder = window.frameElement;
  const inPage = holder ? ` (its element ${Math.round(holder.getBoundingClientRect().height)} px tall, the test page ${window.parent.innerHeight} px)` : '';
  return (
    `Stretched ${stretches.join(', ')} px; the frame ${window.innerWidth}×${window.innerHeight} px${inPage}; ` +
    `the document ${document.documentElement.scrollHeight} px, its body ${Math.round(document.body.getBoundingClientRect().height)} px, scrolled ${window.scrollY} px.`
  );
}

afterEach(async (context) => {
  const { story } = context as typeof context & StoryTestContext;
  if (!story || story.tags.includes('no-screenshot')) return;
  // The baselines are of the default language: a run in another (STORY_LOCALE) checks the plays only.
  if (import.meta.env.VITE_STORY_LOCALE) return;
  if (context.task.result?.state === 'fail') return;
  // Layout first, so the browser knows which font subsets the story needs, then wait for them.
  document.body.getBoundingClientRect();
  await document.fonts.ready;
  await settled();
  await document.fonts.ready;
  await imagesInView();
  // The story frame paints only its viewport: a story taller than the phone screen is shot with
  // the viewport stretched to its whole height, so what lies below the fold is compared too. What
  // comes into view then (lazy pictures, a list's next rows) may make it taller still: stretch
  // again until the height holds. A page as tall as the screen plus a fixed part (the address
  // bar of the route stories) grows with every stretch by that same part: that is no new content.
  const { innerWidth: width, innerHeight: height } = window;
  let shotHeight = height;
  let overflow: number | null = null;
  const stretches: number[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const fullHeight = Math.ceil(document.documentElement.scrollHeight);
    if (fullHeight <= shotHeight || fullHeight - shotHeight === overflow) break;
    overflow = fullHeight - shotHeight;
    shotHeight = fullHeight;
    stretches.push(shotHeight);
    await stretchTo(width, shotHeight);
  }
  // Named as the matcher names a story's first shot (`<story> 1`), so a second look compares with the same baseline.
  const shotName = `${expect.getState().currentTestName ?? context.task.name} 1`;
  const body = page.elementLocator(document.body);
  try {
    await expect.element(body).toMatchScreenshot(shotName);
  } catch (mismatch) {
    // A stretched page has been shot as it stood at an earlier, shorter stretch: blank below that
    // height in every shot of the matcher, still so a second later, and after the page was resized
    // to the phone's height and stretched again (sign-in stories whose page grew 812, 932, 948, then
    // 1686 px tall, and others, with the unit tests and another story file beside them on two cores).
    // Stretched anew in one step from the phone's height, painted anew whole, and shot once more a
    // second later. A real difference fails again.
    if (shotHeight <= height) throw mismatch;
    await stretchTo(width, height);
    await stretchTo(width, shotHeight);
    await repaintWhole();
    await new Promise((resolve) => setTimeout(resolve, RESHOOT_WAIT_MS));
    await nextFrames();
    try {
      await expect.element(body).toMatchScreenshot(shotName);
    } catch (again) {
      if (again instanceof Error) again.message += `\n${frameSizes([...stretches, height, shotHeight])}`;
      throw again;
    }
  } finally {
    if (shotHeight > height) await page.viewport(width, height);
  }
});
