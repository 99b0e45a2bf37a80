import type { z } from 'zod';
import type { EndpointMeta } from '../endpoints/endpointMeta';
import type { Params, SessionValues } from './params';
import type { ApiResult } from './result';
import type { ShareIds, StorageLike } from './sessionIds';

/** Where refused redirects and other oddities are reported. */
export interface ApiLogger {
  warn(message: string, detail?: Record<string, unknown>): void;
}

export interface ClientOptions {
  /** The shop backend: '' for same origin, or an absolute origin such as `http://127.0.0.1:8787`. */
  readonly baseUrl: string;
  /** The card vault's origin (card numbers go there and nowhere else). */
  readonly vaultUrl?: string;
  /** The fetch to use; defaults to the global one. */
  readonly fetch?: typeof globalThis.fetch;
  /** The session values, read on every request (lang, platform, version, usersecre …). */
  readonly session?: () => SessionValues;
  /** Where the client session id and share ids live: pass `window.sessionStorage`. Memory when absent. */
  readonly storage?: StorageLike;
  /** Query string and cookie to capture share user id and affiliate link id from, once, at creation. */
  readonly shareSource?: { readonly search?: string; readonly cookie?: string };
  /** The shop's origin, for isSafeRedirect. */
  readonly origin: string;
  /** Origins or host names redirects may also go to. */
  readonly allowList?: readonly string[];
  /** spec §4: called with every is_login value a response carries. */
  readonly onLoginChange?: (isLogin: boolean) => void;
  /** Called when a redirect target from a response is refused. */
  readonly onRedirectRefused?: (target: string) => void;
  readonly logger?: ApiLogger;
  /** Makes the client session id; defaults to crypto.randomUUID. */
  readonly createId?: () => string;
}

export interface CallOptions {
  /** Aborting yields a `cancelled` failure. */
  readonly signal?: AbortSignal;
  /** spec §8: the caller shows its own message instead of the server's msg/errmsg toast. */
  readonly suppressToast?: boolean;
  /** Overrides timeoutFor(path). */
  readonly timeoutMs?: number;
}

export interface ApiClient {
  /** Sends one call and interprets its answer. Endpoint functions call this; never throws. */
  send<S extends z.ZodType>(meta: EndpointMeta, schema: S, params: Params, options?: CallOptions): Promise<ApiResult<z.output<S>>>;
  /** The client session id kept in session storage. */
  clientSessionId(): string;
  /** The share user id and affiliate link id of this visit. */
  shareIds(): ShareIds;
  /**
   * Whether an address the backend gave (a banner's, a notice's link) may be opened: a path or
   * address of the shop's origin, or of an origin of the allow-list; never `javascript:` or a
   * disguised other site (the same rule as the redirects the client follows).
   */
  isSafeLink(target: unknown): boolean;
}
