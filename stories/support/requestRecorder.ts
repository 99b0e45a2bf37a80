import { http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';

export interface SentRequest {
  readonly method: string;
  readonly url: URL;
  readonly body: string;
  /** The mock worker's id of the request, for `allAnswered`. */
  readonly id: string;
}

/** Ids of the requests the mock backend has answered: the shop's state holds what they changed. */
const answered = new Set<string>();
/** Workers already reporting their answers into `answered` (one listener each, for every story). */
const listening = new WeakSet<MswApi>();

function listenForAnswers(worker: MswApi): void {
  if (listening.has(worker)) return;
  listening.add(worker);
  worker.events.on('response:mocked', (event) => {
    answered.add(event.requestId);
  });
  worker.events.on('response:bypass', (event) => {
    answered.add(event.requestId);
  });
}

/**
 * Story-only: records every request the page sends without answering it (the story's handlers
 * still answer). Call it in the story's beforeEach, after the msw loader.
 */
export function recordRequests(context: object): SentRequest[] {
  const sent: SentRequest[] = [];
  const worker = (context as { msw?: MswApi }).msw;
  if (!worker) return sent;
  listenForAnswers(worker);
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
  return sent.every((request) => answered.has(request.id));
}
