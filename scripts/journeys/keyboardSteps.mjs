// The steps of the keyboard journeys (scripts/journeys/keyboard.mjs): the shopper moves only with
// Tab / Shift+Tab / Enter / Space / arrows / Escape and types. Every focus stop is checked: the focused
// element matches :focus-visible, is on screen and not covered, and shows a ring (an outline or a
// box-shadow on it, or on the label or box that draws the control when the element itself is a
// visually hidden native input). After a dialog closes, focus must be back on the control that opened it.
import { STEP_TIMEOUT, see } from './steps.mjs';

/** The most Tab presses a control may be away before it counts as not reachable by keyboard. */
export const MAX_TABS = 80;

/** What the page says about its focused element (run in the page). */
function describeFocus() {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return { none: true };
  // The theme's focus ring colour (src/theme/tokens.ts focusRing), the one a box-shadow ring must use.
  const RING = 'rgb(28, 95, 184)';
  const ringOf = (node) => {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
    const shadow = style.boxShadow.includes(RING);
    return outline ? `outline ${style.outlineWidth} ${style.outlineStyle}` : shadow ? `box-shadow ${style.boxShadow}` : null;
  };
  // The element itself, or the nearest box within four levels that draws the control's ring (a card
  // whose whole-card link is focused, the label of a visually hidden native radio).
  let holder = element;
  let ring = ringOf(element);
  for (let node = element.parentElement, depth = 0; node && depth < 4 && !ring; node = node.parentElement, depth += 1) {
    const found = ringOf(node);
    if (found) {
      ring = found;
      holder = node;
    }
  }
  const rect = holder.getBoundingClientRect();
  const inViewport = rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
  // Not covered (a sticky bar over the focused control): the middle of its on-screen part is the control or inside it.
  const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
  const top = document.elementFromPoint(x, y);
  const describeNode = (node) => {
    const landmark = node.closest('nav, header, footer, dialog, [role="dialog"], [role="region"], [aria-label]');
    const named = landmark ? `${landmark.tagName.toLowerCase()}${landmark.getAttribute('aria-label') ? ` "${landmark.getAttribute('aria-label')}"` : ''}` : '';
    return `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 30)}"${named ? ` in ${named}` : ''}`;
  };
  const covered = inViewport && top !== null && !holder.contains(top) && !top.contains(holder) && !(element.labels && [...element.labels].some((label) => label.contains(top)));
  return {
    none: false,
    tag: element.tagName.toLowerCase(),
    focusVisible: element.matches(':focus-visible'),
    inViewport,
    covered: covered ? describeNode(top) : null,
    // A toast passing over the control (a live region that goes by itself) only hides it for a moment.
    coveredForAMoment: covered && top.closest('[aria-live], [role="status"], [role="alert"]') !== null,
    ring,
  };
}

/** The focused element's role and accessible name, as Playwright's accessibility tree names them. */
async function focusedName(page) {
  const snapshot = await page.locator('*:focus').first().ariaSnapshot({ timeout: 2_000 }).catch(() => '');
  // The first line is `- role "name"` (YAML: single-quoted as a whole when the name holds a colon).
  let line = (snapshot.split('\n')[0] ?? '').replace(/^- /, '');
  if (line.startsWith("'")) line = line.slice(1).replace(/':?$/, '').replace(/''/g, "'");
  const match = /^([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
  return { role: match?.[1] ?? '', name: (match?.[2] ?? '').replace(/\\"/g, '"') };
}

/**
 * A keyboard for one journey: it counts steps and Tab presses and checks every focus stop.
 * `log` collects the focus stops (role "name") so a failure shows the path taken.
 */
export function keyboardFor(page) {
  const stats = { steps: 0, tabs: 0, stops: 0 };
  const trail = [];

  /** Checks the focus now: visible, on screen, uncovered, with a ring. Answers the focused element's role and name. */
  async function checkFocus(why) {
    let state = await page.evaluate(describeFocus);
    for (const started = Date.now(); state.coveredForAMoment && Date.now() - started < STEP_TIMEOUT; ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await page.evaluate(describeFocus);
    }
    if (state.none) throw new Error(`${why}: focus is nowhere (on the page body) after ${trail.slice(-4).join(' → ')}`);
    const { role, name } = await focusedName(page);
    const label = `${role || state.tag} "${name}"`;
    trail.push(label);
    stats.stops += 1;
    if (!state.focusVisible) throw new Error(`${why}: ${label} has focus but does not match :focus-visible`);
    if (!state.inViewport) throw new Error(`${why}: ${label} has focus but is off screen`);
    if (state.covered) throw new Error(`${why}: ${label} has focus but is covered by ${state.covered}`);
    if (!state.ring) throw new Error(`${why}: ${label} has focus but no visible focus indicator (no outline, no box-shadow)`);
    return { role, name, label };
  }

  const matches = (focus, target) =>
    typeof target === 'function' ? target(focus) : target instanceof RegExp ? target.test(focus.name) : focus.name === target;

  return {
    stats,
    trail,
    checkFocus,
    /** Presses Tab (Shift+Tab with `back`) until the focused control matches `target` (a name, a RegExp on the name, or a predicate on { role, name }); fails when not reached in `max` presses. */
    async tabTo(target, { back = false, max = MAX_TABS, role } = {}) {
      stats.steps += 1;
      let outside = 0;
      for (let presses = 1; presses <= max; presses += 1) {
        await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
        stats.tabs += 1;
        // Past the last control focus leaves the page for the browser's own controls: the next Tab comes back to the top.
        if (await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)) {
          trail.push('(end of page)');
          outside += 1;
          if (outside >= 3) throw new Error(`Tab ${presses} towards ${String(target)}: nothing on the page takes focus (after ${trail.slice(-5).join(' → ')})`);
          continue;
        }
        outside = 0;
        const focus = await checkFocus(`Tab ${presses} towards ${String(target)}`);
        if ((!role || focus.role === role) && matches(focus, target)) return focus;
      }
      throw new Error(`${role ?? 'control'} ${String(target)} not reachable by keyboard in ${max} Tab presses (passed ${trail.slice(-6).join(' → ')})`);
    },
    /** Presses a key (Enter, Space, ArrowRight, Escape…) on the focused control; checks the focus after it unless `check` is false (the press leaves the page). */
    async press(key, { check = true } = {}) {
      stats.steps += 1;
      await page.keyboard.press(key);
      if (check) return checkFocus(`after ${key}`);
      return null;
    },
    /** Presses an arrow key until the focused option matches `target` (inside a radio group, a grid); fails after `max` presses. */
    async arrowTo(key, target, { max = 12 } = {}) {
      for (let presses = 1; presses <= max; presses += 1) {
        stats.steps += 1;
        await page.keyboard.press(key);
        const focus = await checkFocus(`${key} ${presses} towards ${String(target)}`);
        if (matches(focus, target)) return focus;
      }
      throw new Error(`${String(target)} not reached with ${key} in ${max} presses (passed ${trail.slice(-4).join(' → ')})`);
    },
    /** Types text into the focused field. */
    async type(text) {
      stats.steps += 1;
      await page.keyboard.type(text);
    },
    /** The focused element itself, to see focus come back to it after a dialog. */
    async focusedHandle() {
      return page.evaluateHandle(() => document.activeElement);
    },
    /** Waits until `dialog` (a locator) is gone and checks focus came back to `opener` (from focusedHandle) and shows. */
    async expectFocusReturned(dialog, opener, what) {
      await dialog.first().waitFor({ state: 'hidden', timeout: STEP_TIMEOUT });
      const started = Date.now();
      while (!(await page.evaluate((element) => document.activeElement === element && element.isConnected, opener))) {
        if (Date.now() - started > 2_000) {
          const now = await focusedName(page);
          throw new Error(`focus did not return to ${what} after its dialog closed (it is on ${now.role} "${now.name}")`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await checkFocus(`back on ${what}`);
    },
    /** Waits for the focus to land on `target` (a name or RegExp) after an action that moves it (a dialog opening). */
    async expectFocusOn(target, what) {
      const started = Date.now();
      for (;;) {
        const focus = await focusedName(page);
        if (matches(focus, target)) return checkFocus(what);
        if (Date.now() - started > STEP_TIMEOUT) throw new Error(`${what}: focus is on ${focus.role} "${focus.name}", not ${String(target)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    see,
  };
}
