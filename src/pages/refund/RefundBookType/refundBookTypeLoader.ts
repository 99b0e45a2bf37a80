import type { LoaderFunctionArgs } from 'react-router';
import { getRefundBookTypes } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import { INVALID, loadError, type RefundLoadProblem } from '../shared/refundData';
import { refundIdOf } from '../shared/refundLinks';

/** One way the goods can go back (book_type): its code, its name and whether it can be chosen now. */
export interface ReturnMethod {
  readonly code: string;
  readonly name: string;
  readonly enabled: boolean;
}

/** The return methods the pages know how to continue with. */
export const RETURN_CODES = ['pickup', 'branch'] as const;
export type ReturnCode = (typeof RETURN_CODES)[number];
export const isReturnCode = (code: string): code is ReturnCode => (RETURN_CODES as readonly string[]).includes(code);

export type RefundBookTypeData = { readonly kind: 'ok'; readonly refundId: string; readonly methods: readonly ReturnMethod[] } | RefundLoadProblem;

/** book_type?refund_id=…: how the goods of a request go back. A guest is sent to sign in and back; an unknown request is not found. */
export async function refundBookTypeLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<RefundBookTypeData> {
  const refundId = refundIdOf(request);
  if (refundId === null) return INVALID;
  const loaded = await loadedOrLeave(await getRefundBookTypes(client, { refund_id: refundId }, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return loadError(loaded.failure);
  // Only the methods this page can continue with (a pick-up or a branch).
  const methods = loaded.data.list.filter((method) => isReturnCode(method.code)).map((method) => ({ code: method.code, name: method.name, enabled: method.enabled }));
  return { kind: 'ok', refundId, methods };
}
