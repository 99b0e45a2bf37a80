import { http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';

export interface SentRequest {
  readonly method: string;
  readonly url: URL;
  readonly body: string;
}

/**
 * Story-only: records every request the page sends without answering it (the story's handlers
 * still answer). Call it in the story's beforeEach, after the msw loader.
 */
export function recordRequests(context: object): SentRequest[] {
  const sent: SentRequest[] = [];
  (context as { msw?: MswApi }).msw?.use(
    http.all('*', async ({ request }) => {
      sent.push({ method: request.method, url: new URL(request.url), body: await request.clone().text() });
    }),
  );
  return sent;
}
