import type { LoaderFunctionArgs } from 'react-router';
import { getRefundOptions, type ApiClient } from '../../../api';
import type { RefundOptions } from '../../../machines/orderRefund';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave, orderIdOf } from '../../shared/login';
import { INVALID, loadError, type RefundLoadProblem } from '../shared/refundData';
import { queryIdOf } from '../shared/refundLinks';

/** What the refund request loader returns: the order's refund options (one line for request_one.php), or why not. */
export type RefundRequestData =
  | { readonly kind: 'ok'; readonly orderId: string; readonly teamId: string | null; readonly options: RefundOptions }
  | RefundLoadProblem;

type OptionsResult = Awaited<ReturnType<typeof getRefundOptions>>;
type OptionsAnswer = Extract<OptionsResult, { ok: true }>['data'];

/** The api's refund options as the orderRefund machine takes them; only line `teamId` when one is named. */
export function refundOptionsOf(answer: OptionsAnswer, teamId: string | null): RefundOptions {
  const items = answer.items
    .filter((item) => teamId === null || item.team_id === teamId)
    .map((item) => ({ teamId: item.team_id, name: item.product, image: item.image1, quantity: item.quantity, price: item.price }));
  return { reasons: answer.reasons.map((reason) => ({ id: reason.id, text: reason.text })), maxAmount: answer.max_amount, items };
}

async function load(request: Request, client: ApiClient, oneItem: boolean): Promise<RefundRequestData> {
  const orderId = orderIdOf(request);
  const teamId = oneItem ? queryIdOf(request, 'team_id') : null;
  if (orderId === null || (oneItem && teamId === null)) return INVALID;
  const loaded = await loadedOrLeave(await getRefundOptions(client, { order_id: orderId }, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return loadError(loaded.failure);
  const options = refundOptionsOf(loaded.data, teamId);
  // request_one.php names a line the order does not have: the link is wrong.
  if (options.items.length === 0) return INVALID;
  return { kind: 'ok', orderId, teamId, options };
}

/** request.php?order_id=…: the lines of an order to choose from. A guest is sent to sign in and back. */
export const refundRequestLoader = ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => load(request, client, false);

/** request_one.php?order_id=…&team_id=…: one line of the order. */
export const refundRequestOneLoader = ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => load(request, client, true);
