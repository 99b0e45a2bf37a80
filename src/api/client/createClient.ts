import { noResponseFailure } from './failures';
import { isSafeRedirect } from './isSafeRedirect';
import type { ApiClient, ClientOptions } from './clientOptions';
import type * as Sending from './sendRequest';
import { captureShareIds, createMemoryStorage, ensureClientSessionId, readShareIds } from './sessionIds';

export type { ApiClient, ApiLogger, CallOptions, ClientOptions } from './clientOptions';

let sendingModule: Promise<typeof Sending> | undefined;
/**
 * How calls are built, sent and answered, imported with the first call (not with the first load);
 * again after an import that failed.
 */
const loadSending = (): Promise<typeof Sending> =>
  (sendingModule ??= import('./sendRequest').catch((error: unknown) => {
    sendingModule = undefined;
    throw error;
  }));

function defaultId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  return `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Loads how calls are sent ahead of the first call (the app does once it has begun hydrating). */
export function preloadClientCode(): Promise<unknown> {
  return loadSending();
}

/** Creates the one client that talks to the shop backend, the booking backend and the card vault. */
export function createClient(options: ClientOptions): ApiClient {
  const storage = options.storage ?? createMemoryStorage();
  const createId = options.createId ?? defaultId;
  const state = { options, storage, createId, inFlight: new Map<string, object>() };
  if (options.shareSource) captureShareIds(storage, options.shareSource);
  const policy = { origin: options.origin, allowList: options.allowList ?? [] };

  return {
    async send(meta, schema, params, callOptions) {
      let sending: typeof Sending;
      try {
        sending = await loadSending();
      } catch {
        // The client's own code could not be loaded (offline): no response, as for a call that got none.
        return noResponseFailure({ meta, suppressToast: callOptions?.suppressToast ?? false });
      }
      return sending.sendRequest(state, meta, schema, params, callOptions);
    },
    clientSessionId: () => ensureClientSessionId(storage, createId),
    shareIds: () => readShareIds(storage),
    isSafeLink: (target) => isSafeRedirect(target, policy),
  };
}
