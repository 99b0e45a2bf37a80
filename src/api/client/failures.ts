import type { EndpointMeta } from '../endpoints/endpointMeta';
import type { ApiFailure, ApiMessageKey, FailureKind } from './result';
import { CANCELLED_ERRCODE } from './result';
import { movesMoney } from './timeoutFor';

// The failures the client builds itself (before or without a response). They need no schema, so the
// client's first load holds them while response interpretation (zod) loads with the first answer.

/** spec §9: HTTP success codes. */
export const SUCCESS_STATUSES: readonly number[] = [200, 201];
/** spec §8: the booking text for a missing response. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/** What interpreting a response may need from the client. */
export interface InterpretContext {
  readonly meta: EndpointMeta;
  readonly suppressToast: boolean;
  /** Returns the target when isSafeRedirect accepts it (refusals are logged by the client). */
  readonly safeTarget: (target: string | null | undefined, field: string) => string | undefined;
  readonly onLogin: (isLogin: boolean) => void;
  readonly onSessionId: (id: string) => void;
}

interface FailureInit {
  readonly kind: FailureKind;
  readonly code?: number;
  readonly status?: number;
  readonly message?: string;
  readonly messageKey?: ApiMessageKey;
  readonly loginLink?: string;
  readonly redirect?: string;
  readonly data?: unknown;
  readonly issues?: readonly string[];
}

/** Kinds whose screen is a navigation or dialog, never a toast. */
const SILENT_KINDS: ReadonlySet<FailureKind> = new Set(['login', 'notFound', 'home', 'liveChat', 'captcha', 'cancelled']);

export function failure(ctx: Pick<InterpretContext, 'meta' | 'suppressToast'>, init: FailureInit): ApiFailure {
  const hasText = Boolean(init.message) || Boolean(init.messageKey);
  const entries = Object.entries({
    ...init,
    ok: false as const,
    endpoint: ctx.meta.name,
    showToast: !ctx.suppressToast && !SILENT_KINDS.has(init.kind) && hasText,
    retrySafe: !movesMoney(ctx.meta.path, ctx.meta.method),
  }).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries) as unknown as ApiFailure;
}

export function cancelledFailure(ctx: Pick<InterpretContext, 'meta' | 'suppressToast'>): ApiFailure {
  return failure(ctx, { kind: 'cancelled', code: CANCELLED_ERRCODE, messageKey: 'cancelled' });
}

/** spec §8: a time-out or no response. Legacy and go: errcode 1 with err_timeout; booking: 500 "Network Error". */
export function noResponseFailure(ctx: Pick<InterpretContext, 'meta' | 'suppressToast'>): ApiFailure {
  if (ctx.meta.transport === 'legacy' || ctx.meta.transport === 'go') {
    return failure(ctx, { kind: 'timeout', code: 1, messageKey: 'timeout' });
  }
  return failure(ctx, { kind: 'network', code: 500, message: NETWORK_ERROR_MESSAGE, messageKey: 'networkError' });
}
