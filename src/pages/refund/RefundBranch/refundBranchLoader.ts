import type { LoaderFunctionArgs } from 'react-router';
import { getRefundBranches } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import { INVALID, loadError, type RefundLoadProblem } from '../shared/refundData';
import { refundIdOf } from '../shared/refundLinks';

/** A branch that takes returns: its name, address and opening hours. */
export interface ReturnBranch {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly openHours: string | null;
}

export type RefundBranchData = { readonly kind: 'ok'; readonly refundId: string; readonly branches: readonly ReturnBranch[] } | RefundLoadProblem;

/** branch?refund_id=…: the branches that take returns. A guest is sent to sign in and back. */
export async function refundBranchLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<RefundBranchData> {
  const refundId = refundIdOf(request);
  if (refundId === null) return INVALID;
  const loaded = await loadedOrLeave(await getRefundBranches(client, {}, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return loadError(loaded.failure);
  return {
    kind: 'ok',
    refundId,
    branches: loaded.data.list.map((branch) => ({ id: branch.id, name: branch.name, address: branch.address, openHours: branch.open_hours ?? null })),
  };
}
