/** Story-only: the booking requests a page story's page sends (booking calls carry JSON payloads). */
import { recordRequests, type SentRequest } from './requestRecorder';

/**
 * `record` as the story's beforeEach; `payloadsTo` gives the JSON payloads (booking writes) or the
 * query parameters (booking reads) sent to a path, in order; `requestsTo` the requests themselves
 * (any transport: the checkout's legacy form posts too).
 */
export function bookingRequestLog() {
  let sent: SentRequest[] = [];
  return {
    record: (context: object) => {
      sent = recordRequests(context);
    },
    requestsTo: (path: string): SentRequest[] => sent.filter((request) => request.url.pathname === path),
    payloadsTo: (path: string): Record<string, unknown>[] =>
      sent
        .filter((request) => request.url.pathname === path)
        .map((request) => (request.body ? (JSON.parse(request.body) as Record<string, unknown>) : Object.fromEntries(request.url.searchParams))),
  };
}
