/** Story-only: the booking requests a page story's page sends (booking calls carry JSON payloads). */
import { recordRequests, type SentRequest } from './requestRecorder';

/**
 * `record` as the story's beforeEach; `payloadsTo` gives the JSON payloads (booking writes) or the
 * query parameters (booking reads) sent to a path, in order.
 */
export function bookingRequestLog() {
  let sent: SentRequest[] = [];
  return {
    record: (context: object) => {
      sent = recordRequests(context);
    },
    payloadsTo: (path: string): Record<string, unknown>[] =>
      sent
        .filter((request) => request.url.pathname === path)
        .map((request) => (request.body ? (JSON.parse(request.body) as Record<string, unknown>) : Object.fromEntries(request.url.searchParams))),
  };
}
