import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The keys the focus-trap checks press through the browser itself (not synthetic events). */
export interface BrowserKeyboard {
  tab(options?: { shift?: boolean }): Promise<void>;
}

const KEY = '__storyBrowserKeyboard';

/**
 * Called once by the story test setup with Vitest's browser `userEvent`, whose Tab is the browser's
 * own sequential focus navigation (it honours a modal dialog's inert page). storybook/test's
 * `userEvent.tab()` computes the next element itself and ignores inertness, so it cannot show a trap.
 */
export function exposeBrowserKeyboard(keyboard: BrowserKeyboard): void {
  Object.defineProperty(globalThis, KEY, { value: keyboard, configurable: true });
}

function browserKeyboard(): BrowserKeyboard | undefined {
  return (globalThis as Record<string, unknown>)[KEY] as BrowserKeyboard | undefined;
}

/** The focusable elements a Tab can reach inside `container` (enabled, shown, not tabindex -1). */
function tabbables(container: HTMLElement): HTMLElement[] {
  const selector = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';
  return Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility(),
  );
}

/**
 * Keyboard check of a modal: Tab and Shift+Tab, one more time than it has stops, keep the focus
 * inside `dialog`. Under the test runner the browser presses the keys; in the Storybook UI (no
 * browser keyboard) the check is skipped, since a synthetic Tab would leave any modal.
 */
export async function expectFocusTrapped(dialog: HTMLElement): Promise<void> {
  const keyboard = browserKeyboard();
  if (!keyboard) return;
  const presses = tabbables(dialog).length + 1;
  for (const shift of [false, true]) {
    for (let press = 0; press < presses; press += 1) {
      await keyboard.tab({ shift });
      const active = dialog.ownerDocument.activeElement;
      await expect(active !== null && dialog.contains(active), `${shift ? 'Shift+Tab' : 'Tab'} ${press + 1} left the dialog for ${active?.outerHTML.slice(0, 80) ?? 'nothing'}`).toBe(true);
    }
  }
}

/**
 * The whole keyboard round of a modal opened from `openerName` (a button in `canvasElement`): Enter
 * opens it and the focus moves inside, Tab and Shift+Tab stay inside, Escape closes it, and the
 * focus is back on the opener. Returns nothing; fails the play check on the first step that breaks.
 */
export async function expectModalKeyboardRound(canvasElement: HTMLElement, openerName: string | RegExp): Promise<void> {
  const opener = within(canvasElement).getByRole('button', { name: openerName });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await waitFor(() => {
    const open = [...body.queryAllByRole('dialog'), ...body.queryAllByRole('alertdialog')].find((element) => element.matches('dialog[open], [aria-modal="true"]'));
    if (!open) throw new Error('no modal opened');
    return open;
  });
  await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement), 'the focus moved into the modal').toBe(true));
  await expectFocusTrapped(dialog);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(dialog).not.toBeVisible());
  await expect(opener).toHaveFocus();
}
