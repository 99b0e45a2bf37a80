/** Story-only helpers of the settings and account-security pages' stories (views and pages). */
import { expect, userEvent, within } from 'storybook/test';
import type { CodeSendState } from '../../../src/pages/shared/codes';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { storyText, type LocaleGlobals } from '../../support/storyText';

/** The code button before a code was asked for. */
export const CODE_IDLE: CodeSendState = { sending: false, sent: false, resendInSeconds: 0 };
/** A code was sent; another may be asked for in 42 s. */
export const CODE_SENT: CodeSendState = { sending: false, sent: true, resendInSeconds: 42 };
/** The code is being asked for (the captcha may be open). */
export const CODE_SENDING: CodeSendState = { sending: true, sent: false, resendInSeconds: 0 };

/**
 * A view's Loading story: the page's heading is there, its submit button not yet (both given as
 * text keys, `namespace:path`, found in the story's language).
 */
export function playLoading(headingKey: string, submitKey: string) {
  return async (context: { canvasElement: HTMLElement; globals: LocaleGlobals }) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('heading', { level: 1, name: text(headingKey) })).toBeVisible();
    await expect(within(context.canvasElement).queryByRole('button', { name: text(submitKey) })).toBeNull();
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

/**
 * The route table harness's address line (the page the story is on); a page story's PageGuest: a
 * guest is sent to sign in, with the page at `path` as the way back (the sign-in button in the
 * story's language).
 */
export { address, playGuestAtSignIn as playGuestSentToSignIn } from '../../support/routeSteps';
