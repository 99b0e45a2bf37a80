import { FAILURE_KINDS, type ApiResult } from '../client/result';

/** True when a value is an ApiResult: what the property tests demand of every answer. */
export function isTypedResult(value: ApiResult<unknown>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (value.ok === true) return 'body' in value && 'data' in value;
  return (
    value.ok === false &&
    (FAILURE_KINDS as readonly string[]).includes(value.kind) &&
    typeof value.showToast === 'boolean' &&
    typeof value.retrySafe === 'boolean' &&
    typeof value.endpoint === 'string'
  );
}
