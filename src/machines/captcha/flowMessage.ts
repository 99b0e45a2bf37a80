import type { ApiFailure, ApiMessageKey } from '../../api';

/**
 * A message a flow hands to the UI: the server's own text, or a key the UI translates
 * (namespace `flows`, or `api` for the client's own failure texts).
 */
export type FlowMessage =
  | { readonly text: string }
  | { readonly key: string; readonly ns: 'flows' }
  | { readonly key: ApiMessageKey; readonly ns: 'api' };

/** The text a failed call should show: the server's, else the client's, else the flow's fallback key. */
export function messageOfFailure(failure: Pick<ApiFailure, 'message' | 'messageKey'> | undefined, fallbackKey: string): FlowMessage {
  if (failure?.message) return { text: failure.message };
  if (failure?.messageKey) return { key: failure.messageKey, ns: 'api' };
  return { key: fallbackKey, ns: 'flows' };
}
