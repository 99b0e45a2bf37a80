/** Story-only helpers of the account list pages' page stories. */
import { recordRequests, type SentRequest } from '../../support/requestRecorder';

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

/** A page story's PageGuest: a guest is sent to sign in (the form in the story's language), with the page at `path` as the way back. */
export { playGuestAtSignIn as playGuestSentToSignIn } from '../../support/routeSteps';
