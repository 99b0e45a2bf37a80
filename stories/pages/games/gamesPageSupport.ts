/** Story-only helpers of the games page stories: what the page sent (go calls as JSON, cart adds as forms). */
import { recordRequests, type SentRequest } from '../../support/requestRecorder';

export { at, playGuestSentToSignIn } from '../../support/routeSteps';
export { goToAddress } from '../../support/RouteTableHarness';

/** spec §7: the cart call that adds a product (action=buy). */
export const CART_PATH = '/m_api/cart/cart_detail.php';

/**
 * `record` as the story's beforeEach; `jsonTo` gives the JSON bodies of writes (or the query of
 * reads) sent to a go path; `cartAdds` the team ids the cart was asked to add.
 */
export function gamesRequestLog() {
  let sent: SentRequest[] = [];
  return {
    record: (context: object) => {
      sent = recordRequests(context);
    },
    jsonTo: (path: string): Record<string, unknown>[] =>
      sent
        .filter((request) => request.url.pathname === path)
        .map((request) => (request.body ? (JSON.parse(request.body) as Record<string, unknown>) : Object.fromEntries(request.url.searchParams))),
    cartAdds: (): (string | null)[] =>
      sent
        .filter((request) => request.url.pathname === CART_PATH && request.method === 'POST')
        .map((request) => new URLSearchParams(request.body))
        .filter((form) => form.get('action') === 'buy')
        .map((form) => form.get('team_id')),
  };
}
