import { http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { requestEnded } from './storySettled';

export interface SentRequest {
  readonly method: string;
  readonly url: URL;
  readonly body: string;
  /** The mock worker's id of the request, for `allAnswered`. */
  readonly id: string;
}

/**
 * Story-only: records every request the page sends without answering it (the story's handlers
 * still answer). Call it in the story's beforeEach, after the msw loader.
 */
export function recordRequests(context: object): SentRequest[] {
  const sent: SentRequest[] = [];
  const worker = (context as { msw?: MswApi }).msw;
  if (!worker) return sent;
  worker.use(
    http.all('*', async ({ request, requestId }) => {
      sent.push({ method: request.method, url: new URL(request.url), body: await request.clone().text(), id: requestId });
    }),
  );
  return sent;
}

/**
 * Whether the mock backend has answered every recorded request. Requests on their way are handled
 * in no set order, as a real server's are: a story that reloads a page to check what the shop kept
 * waits for this first, or the reload may be answered before a change it expects.
 */
export function allAnswered(sent: readonly SentRequest[]): boolean {
  return sent.every((request) => requestEnded(request.id));
}
