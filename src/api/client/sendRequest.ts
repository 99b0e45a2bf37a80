import type { z } from 'zod';
import type { EndpointMeta } from '../endpoints/endpointMeta';
import type { CallOptions, ClientOptions } from './clientOptions';
import { cancelledFailure, failure, noResponseFailure, type InterpretContext } from './failures';
import type * as Interpret from './interpret';
import { isSafeRedirect } from './isSafeRedirect';
import { commonParams, fillPath, flattenParams, type Params } from './params';
import type { ApiResult } from './result';
import { ensureClientSessionId, storeClientSessionId, type StorageLike } from './sessionIds';
import { movesMoney, timeoutFor } from './timeoutFor';

// How a call is built, sent and answered: createClient loads this module with the first call (a
// hydrated page has its data inlined and sends nothing before the shopper acts).

let interpretModule: Promise<typeof Interpret> | undefined;
/** The response interpreter, imported once. */
const loadInterpret = (): Promise<typeof Interpret> => (interpretModule ??= import('./interpret'));

/** What a client keeps between calls. */
export interface ClientState {
  readonly options: ClientOptions;
  readonly storage: StorageLike;
  readonly createId: () => string;
  /** Requests under way, by dedupe key; the value tells one request's entry from its successor's. */
  readonly inFlight: Map<string, object>;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function toQuery(pairs: readonly [string, string][]): string {
  return pairs.length === 0 ? '' : `?${new URLSearchParams(pairs as [string, string][]).toString()}`;
}

interface BuiltRequest {
  readonly url: string;
  readonly init: RequestInit;
  readonly dedupeKey: string;
}

function buildRequest(options: ClientOptions, meta: EndpointMeta, params: Params, common: Record<string, string>): BuiltRequest {
  const { path, rest } = fillPath(meta.path, { ...meta.fixedParams, ...params });
  const restPairs = flattenParams(rest);
  // A payload field named like a common value (translateComment's `lang`: the translation target)
  // is sent once, with the payload's value, where both would share the query or the form.
  const sharesChannel = meta.transport === 'legacy' || meta.method === 'GET' || meta.method === 'DELETE';
  const commonPairs = Object.entries(common).filter(([name]) => !sharesChannel || !(name in rest));
  let url: string;
  let body: string | undefined;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (meta.transport === 'vault') {
    // The vault is a third party: no session values, no cookies, JSON only.
    url = joinUrl(options.vaultUrl ?? '', path);
    body = JSON.stringify(rest);
    headers['content-type'] = 'application/json';
  } else if (meta.transport === 'legacy') {
    if (meta.method === 'GET') {
      url = joinUrl(options.baseUrl, path) + toQuery([...commonPairs, ...restPairs]);
    } else {
      url = joinUrl(options.baseUrl, path);
      body = new URLSearchParams([...commonPairs, ...restPairs]).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    }
  } else if (meta.method === 'GET' || meta.method === 'DELETE') {
    url = joinUrl(options.baseUrl, path) + toQuery([...commonPairs, ...restPairs]);
  } else {
    // go and booking writes: the common values ride in the query, the payload is the JSON body.
    url = joinUrl(options.baseUrl, path) + toQuery(commonPairs);
    body = JSON.stringify(rest);
    headers['content-type'] = 'application/json';
  }
  const dedupeKey = movesMoney(meta.path, meta.method) ? `${meta.method} ${path}` : `${meta.method} ${url} ${body ?? ''}`;
  return {
    url,
    dedupeKey,
    init: {
      method: meta.method,
      headers,
      ...(body !== undefined ? { body } : {}),
      credentials: meta.transport === 'vault' ? 'omit' : 'include',
    },
  };
}

/** Reports to the client's logger; a failing logger must not break a request. */
function warnOf(options: ClientOptions, message: string, detail?: Record<string, unknown>): void {
  try {
    options.logger?.warn(message, detail);
  } catch {
    // A failing logger must not break a request.
  }
}

/** What interpreting one call's answer needs from its client. */
function contextFor({ options, storage }: ClientState, meta: EndpointMeta, callOptions: CallOptions | undefined): InterpretContext {
  const policy = { origin: options.origin, allowList: options.allowList ?? [] };
  return {
    meta,
    suppressToast: callOptions?.suppressToast ?? false,
    safeTarget: (target, field) => {
      if (target === null || target === undefined || target === '') return undefined;
      if (isSafeRedirect(target, policy)) return target;
      warnOf(options, 'api: refused redirect target', { endpoint: meta.name, field, target });
      try {
        options.onRedirectRefused?.(target);
      } catch {
        // Reporting must not break a request.
      }
      return undefined;
    },
    onLogin: (isLogin) => {
      try {
        options.onLoginChange?.(isLogin);
      } catch (error) {
        warnOf(options, 'api: onLoginChange threw', { error: String(error) });
      }
    },
    onSessionId: (id) => storeClientSessionId(storage, id),
  };
}

/** Sends one call of `client` and interprets its answer; never throws. */
export async function sendRequest<S extends z.ZodType>(
  client: ClientState,
  meta: EndpointMeta,
  schema: S,
  params: Params,
  callOptions?: CallOptions,
): Promise<ApiResult<z.output<S>>> {
  const { options, storage, createId, inFlight } = client;
  const warn = (message: string, detail?: Record<string, unknown>) => warnOf(options, message, detail);
  const ctx = contextFor(client, meta, callOptions);
  if (callOptions?.signal?.aborted) return cancelledFailure(ctx);
  // Response interpretation (the envelopes' schemas) loads beside the first request, not with the
  // first load: a hydrated page has its data inlined and sends nothing before the shopper acts.
  const interpreting = loadInterpret();
  let request: BuiltRequest;
  try {
    const session = options.session?.() ?? {};
    const common =
      meta.transport === 'vault'
        ? {}
        : commonParams({ ...session, sessionid: session.sessionid || ensureClientSessionId(storage, createId) });
    request = buildRequest(options, meta, params, common);
  } catch (error) {
    warn('api: could not build request', { endpoint: meta.name, error: String(error) });
    return failure(ctx, { kind: 'malformed', messageKey: 'malformed', issues: ['request: payload could not be encoded'] });
  }
  // One microtask before anything is sent: React's StrictMode starts an effect, stops it and
  // starts it again in one go, so a request made at mount is sent only by the run that stays
  // (the stopped run's signal is aborted by now and it sends nothing).
  await Promise.resolve();
  if (callOptions?.signal?.aborted) return cancelledFailure(ctx);
  // spec §7: identical concurrent requests — the duplicate is cancelled (errcode -999, no toast).
  if (inFlight.has(request.dedupeKey)) return cancelledFailure(ctx);
  const entry = {};
  inFlight.set(request.dedupeKey, entry);
  const release = (): void => {
    if (inFlight.get(request.dedupeKey) === entry) inFlight.delete(request.dedupeKey);
  };

  const controller = new AbortController();
  // An object, so that TypeScript does not narrow what the callbacks below change.
  const aborted: { by?: 'timeout' | 'caller' } = {};
  const onCallerAbort = (): void => {
    aborted.by ??= 'caller';
    // The slot is free at once: a caller that aborts and asks again (a StrictMode remount, a
    // retry) is not taken for a duplicate of the request it abandoned. Not for a write that
    // moves money: the abandoned one may have reached the server, so it holds the slot until it settles.
    if (!movesMoney(meta.path, meta.method)) release();
    controller.abort();
  };
  callOptions?.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    aborted.by ??= 'timeout';
    controller.abort();
  }, callOptions?.timeoutMs ?? timeoutFor(meta.path));

  let status: number;
  let text: string;
  try {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const response = await fetchImpl(request.url, { ...request.init, signal: controller.signal });
    status = response.status;
    text = await response.text();
  } catch {
    // A time-out, or no response at all (offline, DNS, CORS, reset).
    return aborted.by === 'caller' ? cancelledFailure(ctx) : noResponseFailure(ctx);
  } finally {
    clearTimeout(timer);
    callOptions?.signal?.removeEventListener('abort', onCallerAbort);
    release();
  }
  if (aborted.by === 'caller') return cancelledFailure(ctx);
  if (aborted.by === 'timeout') return noResponseFailure(ctx);
  try {
    const { interpretResponse } = await interpreting;
    return interpretResponse(ctx, schema, status, text);
  } catch (error) {
    warn('api: response could not be interpreted', { endpoint: meta.name, error: String(error) });
    return failure(ctx, { kind: 'malformed', status, messageKey: 'malformed', issues: ['(root): could not be read'] });
  }
}
