/** Story-only steps on the route table harness (stories/support/RouteTableHarness): where it is, waiting for an address. */
import { expect, waitFor, within } from 'storybook/test';

/** The harness's address line (the page the story is on). */
export const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Address' });

/** Waits until the harness's address contains `path`. */
export async function at(canvasElement: HTMLElement, path: string): Promise<void> {
  await waitFor(() => expect(address(canvasElement)).toHaveTextContent(path), { timeout: 5000 });
}

/** A page story's play for a guest: sent to sign in, with the page at `path` as the way back. */
export function playGuestSentToSignIn(path: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(path)}`);
  };
}
