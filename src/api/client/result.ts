/** spec §8: what a failed call means for the screen. */
export const FAILURE_KINDS = [
  'toast',
  'login',
  'notFound',
  'home',
  'liveChat',
  'captcha',
  'timeout',
  'cancelled',
  'network',
  'malformed',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** Keys of the `api` i18n namespace for messages the client supplies itself. */
export type ApiMessageKey = 'networkError' | 'timeout' | 'serverError' | 'malformed' | 'cancelled';

/** errcode of a cancelled duplicate request (spec §8). */
export const CANCELLED_ERRCODE = -999;

export interface ApiFailure {
  readonly ok: false;
  readonly kind: FailureKind;
  /** The endpoint's registry name. */
  readonly endpoint: string;
  /** errcode (legacy, go), code (booking), or the HTTP status when the body had none. */
  readonly code?: number;
  /** The HTTP status, when there was a response. */
  readonly status?: number;
  /** The server's text (msg, errmsg, message, toast_message.text), or the spec's fixed text ("Network Error"). */
  readonly message?: string;
  /** A message of the `api` namespace to show when the server gave none. */
  readonly messageKey?: ApiMessageKey;
  /** Whether the screen should show a toast (false when suppressed, for dialogs, redirects and cancels). */
  readonly showToast: boolean;
  /** For `login`: the server's login link, only when isSafeRedirect accepted it. */
  readonly loginLink?: string;
  /** A redirect target from the response (error link, redirect_url), only when isSafeRedirect accepted it. */
  readonly redirect?: string;
  /** The failure's raw data (for example the cart-full list of errcode 1); unvalidated. */
  readonly data?: unknown;
  /** For `malformed`: where the schema failed (at most five lines). */
  readonly issues?: readonly string[];
  /** False for writes that move money: the outcome is unknown, so never send it again unasked. */
  readonly retrySafe: boolean;
}

export interface ApiSuccess<Body> {
  readonly ok: true;
  /** The response's `data` field, parsed. */
  readonly data: Body extends { data: infer D } ? D : undefined;
  /** The whole parsed response (shopcartnum, header_info, toast_message …). */
  readonly body: Body;
}

/** What every endpoint returns: never a thrown error. */
export type ApiResult<Body> = ApiSuccess<Body> | ApiFailure;
