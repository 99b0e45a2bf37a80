import { http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';

export interface RecordedRequest {
  readonly url: string;
  readonly body: string;
}

/**
 * Story-only: records every request the page sends (URL and body) without answering it — the
 * story's own handlers still answer. Install it in the story's beforeEach (after the msw loader).
 */
export function recordRequests(context: object): RecordedRequest[] {
  const sent: RecordedRequest[] = [];
  (context as { msw?: MswApi }).msw?.use(
    http.all('*', async ({ request }) => {
      sent.push({ url: request.url, body: await request.clone().text() });
      // No answer: the request falls through to the next handler.
    }),
  );
  return sent;
}
