/**
 * The `beauty-storefront/api` subpath: the one typed client (three transports plus the card
 * vault), its helpers, the zod schemas with their types, and one function per endpoint.
 * Endpoints return results and never throw: switch on `result.ok`, then on `result.kind`.
 */
export { createClient, preloadClientCode } from './client/createClient';
export { preloadSchemaCode } from './schemas/preloadSchemaCode';
export type { ApiClient, ApiLogger, CallOptions, ClientOptions } from './client/createClient';
export { timeoutFor, movesMoney, DEFAULT_TIMEOUT_MS } from './client/timeoutFor';
export { isSafeRedirect } from './client/isSafeRedirect';
export { BACKEND_PATH_PREFIXES, isBackendPath } from './client/backendPaths';
export type { RedirectPolicy } from './client/isSafeRedirect';
export { CANCELLED_ERRCODE, FAILURE_KINDS } from './client/result';
export type { ApiFailure, ApiMessageKey, ApiResult, ApiSuccess, FailureKind } from './client/result';
export { NETWORK_ERROR_MESSAGE, SUCCESS_STATUSES } from './client/failures';
export { COMMON_PARAM_NAMES, commonParams } from './client/params';
export type { ParamValue, Params, SessionValues } from './client/params';
export {
  captureShareIds,
  createMemoryStorage,
  ensureClientSessionId,
  readShareIds,
  SHARE_PARAM_NAMES,
  STORAGE_KEYS,
} from './client/sessionIds';
export type { ShareIds, StorageLike } from './client/sessionIds';
export * from './schemas';
export * from './endpoints';
