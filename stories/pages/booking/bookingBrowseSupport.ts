/** Story-only helpers of the booking browse page stories (booking home, service, service at a store). */
import { expect, waitFor, within } from 'storybook/test';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';

/** The route table harness's address line (the page the story is on). */
export const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Address' });

/** Waits until the harness is at `path`. */
export async function at(canvasElement: HTMLElement, path: string) {
  await waitFor(() => expect(address(canvasElement)).toHaveTextContent(path), { timeout: 5000 });
}

/** The booking requests a page sends: `record` as beforeEach; `payloadsTo` gives JSON payloads (writes) or query parameters (reads) sent to a path. */
export function bookingRequestLog() {
  let sent: SentRequest[] = [];
  return {
    record: (context: object) => {
      sent = recordRequests(context);
    },
    payloadsTo: (path: string): Record<string, unknown>[] =>
      sent
        .filter((request) => request.url.pathname === path)
        .map((request) => (request.body ? (JSON.parse(request.body) as Record<string, unknown>) : Object.fromEntries(request.url.searchParams))),
  };
}

/** A page story's PageGuest: a guest is sent to sign in, with the page at `path` as the way back. */
export function playGuestSentToSignIn(path: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(path)}`);
    await expect(await within(canvasElement).findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 })).toBeVisible();
  };
}
