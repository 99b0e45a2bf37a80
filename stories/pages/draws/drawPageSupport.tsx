/** Story-only helpers of the campaign page stories: a frozen clock for the countdowns and the payloads the pages send. */
import { expect, userEvent, within } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import { DrawClockProvider } from '../../../src/pages/draws/shared';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { storyText, type LocaleGlobals } from '../../support/storyText';
import { frozenNow } from './drawStoryData';

export { address, at, playGuestSentToSignIn } from '../../support/routeSteps';
export { dismissToasts } from '../community/communityPageSupport';

/** Countdowns stand still (the story's screenshot never sees a second tick). */
export const frozenClock: Decorator = (Story) => (
  <DrawClockProvider now={frozenNow}>
    <Story />
  </DrawClockProvider>
);

/**
 * `record` as the story's beforeEach; `payloadsTo(path, keys)` gives the named fields each write to
 * `path` sent (JSON bodies of go calls, form bodies of legacy calls, whose common values are left out).
 */
export function drawRequestLog() {
  let sent: SentRequest[] = [];
  const fieldsOf = (request: SentRequest): Record<string, unknown> => {
    if (!request.body) return {};
    try {
      return JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return Object.fromEntries(new URLSearchParams(request.body));
    }
  };
  return {
    record: (context: object) => {
      sent = recordRequests(context);
    },
    payloadsTo: (path: string, keys: readonly string[]): Record<string, unknown>[] =>
      sent
        .filter((request) => request.url.pathname === path && request.method !== 'GET')
        .map((request) => {
          const fields = fieldsOf(request);
          return Object.fromEntries(keys.filter((key) => key in fields).map((key) => [key, fields[key]]));
        }),
  };
}

/** A View story's ErrorWithRetry play: the English failure heading, then Try again calls onRetry once. */
export function playErrorWithRetry(heading: string) {
  return async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry: () => void } }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: heading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  };
}

/** A View story's Loading play: the page's title (the text of `titleKey` in the story's language) shows while it loads. */
export function playLoading(titleKey: string) {
  return async (context: { canvasElement: HTMLElement; globals: LocaleGlobals }) => {
    await expect(within(context.canvasElement).getByRole('heading', { level: 1, name: storyText(context)(titleKey) })).toBeVisible();
  };
}
