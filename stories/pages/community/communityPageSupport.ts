/** Story-only helpers of the community Page stories. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';

/** The requests a page story sends: `record` as the story's beforeEach; `bodiesTo` gives the form fields (or query) sent to a path. */
export function requestLog() {
  let sent: SentRequest[] = [];
  return {
    record: (context: object) => {
      sent = recordRequests(context);
    },
    bodiesTo: (path: string, method = 'POST') =>
      sent
        .filter((request) => request.url.pathname === path && request.method === method)
        .map((request) => (method === 'GET' ? request.url.searchParams : new URLSearchParams(request.body))),
  };
}

/** The route table harness's address line. */
export const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Address' });

export async function expectAddress(canvasElement: HTMLElement, text: string) {
  await waitFor(() => expect(address(canvasElement)).toHaveTextContent(text), { timeout: 5000 });
}

/** A guest is sent to sign in, with `path` as the way back. */
export function playGuestSentToSignIn(path: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectAddress(canvasElement, `/m/login.php?redirect=${encodeURIComponent(path)}`);
  };
}

/** Closes the toasts on screen (and waits until the queue is empty), so the page's screenshot is settled. */
export async function dismissToasts(canvasElement: HTMLElement) {
  const name = /^(Dismiss notification|ปิดการแจ้งเตือน|关闭通知)$/;
  const canvas = within(canvasElement.ownerDocument.body);
  for (let i = 0; i < 5; i += 1) {
    const buttons = canvas.queryAllByRole('button', { name });
    if (buttons.length === 0) return;
    for (const button of buttons) await userEvent.click(button);
  }
  await waitFor(() => expect(canvas.queryAllByRole('button', { name })).toHaveLength(0));
}
