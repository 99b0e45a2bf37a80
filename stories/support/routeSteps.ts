/** Story-only steps on the route table harness (stories/support/RouteTableHarness): where it is, waiting for an address. */
import { expect, waitFor, within } from 'storybook/test';
import { LOCALES } from '../../src/format';
import { storyText, type LocaleGlobals } from './storyText';

/** The harness's address line (the page the story is on). */
export const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Address' });

/**
 * Waits until the harness's address contains (or matches) `path`. A string is found anywhere in the
 * address: for an address that is part of others (home, `/m`, is part of every one), pass an
 * anchored pattern such as `/^\/m$/`. Going to another page loads its module first, which takes
 * seconds on a busy machine, hence the long wait.
 */
export async function at(canvasElement: HTMLElement, path: string | RegExp): Promise<void> {
  await waitFor(() => expect(address(canvasElement)).toHaveTextContent(path), { timeout: 10_000 });
}

/** A page story's play for a guest: sent to sign in, with the page at `path` as the way back. */
export function playGuestSentToSignIn(path: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(path)}`);
  };
}

/**
 * A page story's play for a guest: sent to sign in, with the page at `path` as the way back, and the
 * sign-in form shown (its button in the story's language, the toolbar's).
 */
export function playGuestAtSignIn(path: string) {
  return async (context: { canvasElement: HTMLElement; globals: LocaleGlobals }) => {
    const { canvasElement } = context;
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(path)}`);
    const signIn = storyText(context)('auth:login.submit');
    await expect(await within(canvasElement).findByRole('button', { name: signIn }, { timeout: 5000 })).toBeVisible();
  };
}

/** The home page's recommendations, by their heading in any of the three languages (a story lands there in the language it shows). */
const RECOMMENDED_NAMES = LOCALES.map((locale) => storyText({ globals: { locale } })('home:home.recommended'));
const RECOMMENDED = (name: string) => RECOMMENDED_NAMES.includes(name);

/** The first page of recommendations the home page shows (the mock shop's). */
export const RECOMMENDED_SHOWN = 8;

/**
 * Waits until the home page shows its first page of recommendations: a story that ends on the
 * home page takes its screenshot of the whole page, not of the part there when the address changed.
 */
export async function homeShown(canvasElement: HTMLElement): Promise<void> {
  const region = await within(canvasElement).findByRole('region', { name: RECOMMENDED }, { timeout: 5000 });
  await waitFor(() => expect(within(region).getAllByRole('listitem').length).toBeGreaterThanOrEqual(RECOMMENDED_SHOWN), { timeout: 5000 });
}

/**
 * Waits until the favourites page (in English) shows its list: a story that ends there after
 * signing in takes its screenshot of the list, not of the page before it had arrived.
 */
export async function favouritesShown(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'My favourites' }, { timeout: 5000 })).toBeVisible();
  await expect(await canvas.findByText(/^\d+ products?$/, {}, { timeout: 5000 })).toBeVisible();
  await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Remove/ }).length).toBeGreaterThan(0), { timeout: 5000 });
}
