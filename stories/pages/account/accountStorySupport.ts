/** Story-only helpers of the account list pages' page stories. */
import { expect, waitFor, within } from 'storybook/test';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address } from '../../support/routeSteps';

/** The route table harness's address line (the page the story is on). */
export { address } from '../../support/routeSteps';

/**
 * The requests a page story's page sends: call `record` as the story's beforeEach; `to` gives
 * those sent to a path, `bodiesTo` their form fields, in order.
 */
export function requestLog() {
  let sent: SentRequest[] = [];
  const to = (path: string) => sent.filter((request) => request.url.pathname === path);
  return {
    record: (context: object) => {
      sent = recordRequests(context);
    },
    to,
    bodiesTo: (path: string) => to(path).map((request) => new URLSearchParams(request.body)),
  };
}

/** A page story's PageGuest: a guest is sent to sign in, with the page at `path` as the way back. */
export function playGuestSentToSignIn(path: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(path)}`), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 })).toBeVisible();
  };
}
