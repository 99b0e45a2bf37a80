/** Story-only helpers of the settings and account-security pages' stories (views and pages). */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CodeSendState } from '../../../src/pages/shared/codes';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address } from '../../support/routeSteps';

/** The code button before a code was asked for. */
export const CODE_IDLE: CodeSendState = { sending: false, sent: false, resendInSeconds: 0 };
/** A code was sent; another may be asked for in 42 s. */
export const CODE_SENT: CodeSendState = { sending: false, sent: true, resendInSeconds: 42 };
/** The code is being asked for (the captcha may be open). */
export const CODE_SENDING: CodeSendState = { sending: true, sent: false, resendInSeconds: 0 };

/** A view's Loading story, in Thai: the page's heading is there, its submit button not yet. */
export function playLoading(heading: string, submit: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: submit })).toBeNull();
  };
}

/** A view's ErrorWithRetry story, in English: the error's heading, and Try again calls onRetry once. */
export function playErrorWithRetry(title = 'This page could not be loaded') {
  return async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry: () => void } }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  };
}

/**
 * The requests a page story's page sends: call `record` as the story's beforeEach (it starts a new
 * list each story); `bodiesTo` gives the form fields of those sent to a path, in order.
 */
export function requestLog() {
  let sent: SentRequest[] = [];
  return {
    record: (context: object) => {
      sent = recordRequests(context);
    },
    bodiesTo: (path: string) => sent.filter((request) => request.url.pathname === path).map((request) => new URLSearchParams(request.body)),
  };
}

export type RequestLog = ReturnType<typeof requestLog>;

/** The route table harness's address line (the page the story is on). */
export { address } from '../../support/routeSteps';

/** A page story's PageGuest: a guest is sent to sign in, with the page at `path` as the way back. */
export function playGuestSentToSignIn(path: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(path)}`), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 })).toBeVisible();
  };
}
