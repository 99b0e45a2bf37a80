/**
 * What a mocked endpoint answers. Every area's handlers take one (or one per endpoint):
 * ok, empty, errcode(n), timeout (never answers), serverError (HTTP 500), malformed (a body that
 * is not JSON), slow(ms) (then ok, or another scenario), offline (no response at all).
 */
export type Scenario =
  | { readonly kind: 'ok' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'errcode'; readonly code: number; readonly extra?: Readonly<Record<string, unknown>> }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'serverError' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'slow'; readonly ms: number; readonly then: Scenario }
  | { readonly kind: 'offline' };

/**
 * Every code spec §8 and §4 name. Legacy web and go: errcode; booking: code.
 * (-999 cancelled, 1 generic/need_login/err_timeout/cart full, 2 bind phone, 401 login,
 * 404 not found, 10002 captcha; booking 301/303 not found, 302 home, 304/401/403 login,
 * 500 network error, 20001 live chat.)
 */
export const SPEC_ERROR_CODES = {
  legacy: [-999, 1, 2, 401, 404, 10002],
  booking: [301, 302, 303, 304, 401, 403, 500, 20001, 10002, -999],
} as const;

export const scenario = {
  ok: { kind: 'ok' } as Scenario,
  empty: { kind: 'empty' } as Scenario,
  /** A failure code (errcode for legacy and go, code for booking) with an optional extra body. */
  errcode: (code: number, extra?: Readonly<Record<string, unknown>>): Scenario => ({ kind: 'errcode', code, ...(extra ? { extra } : {}) }),
  /** errcode 1 with need_login and a login_link (spec §8). */
  needLogin: (loginLink = '/m/login.php'): Scenario => ({ kind: 'errcode', code: 1, extra: { need_login: 1, login_link: loginLink } }),
  /** errcode 1 with err_timeout (spec §8). */
  errTimeout: { kind: 'errcode', code: 1, extra: { err_timeout: 1 } } as Scenario,
  /** 404 with an error link: the link is followed instead of the error page. */
  notFoundWithLink: (errorLink = '/m'): Scenario => ({ kind: 'errcode', code: 404, extra: { error_link: errorLink } }),
  /** Never answers; the client's time-out ends the call. */
  timeout: { kind: 'timeout' } as Scenario,
  /** HTTP 500 with an HTML body. */
  serverError: { kind: 'serverError' } as Scenario,
  /** HTTP 200 with a truncated JSON body. */
  malformed: { kind: 'malformed' } as Scenario,
  /** Answers after `ms` milliseconds with `then` (ok by default). */
  slow: (ms: number, then: Scenario = { kind: 'ok' }): Scenario => ({ kind: 'slow', ms, then }),
  /** No response at all (a network error). */
  offline: { kind: 'offline' } as Scenario,
} as const;

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'object' && value !== null && 'kind' in value && typeof (value as { kind: unknown }).kind === 'string';
}
