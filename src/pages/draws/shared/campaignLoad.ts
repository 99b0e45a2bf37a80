import type { ApiClient, ApiFailure } from '../../../api';
import { loadedOrLeave, type LoadFailure } from '../../shared/login';

/** What a campaign page's loader returns: the data, a missing or hostile id in the address, or a failure with retry. */
export type CampaignLoad<T> =
  | { readonly kind: 'ok'; readonly data: T }
  | { readonly kind: 'badId' }
  | { readonly kind: 'error'; readonly failure: LoadFailure };

/** A loader's call as the page's data: spec §8 not-found and login leave the page (loadedOrLeave); other failures are values. */
export async function campaignLoad<T>(result: { readonly ok: true; readonly data: T } | ApiFailure, client: ApiClient, request: Request): Promise<CampaignLoad<T>> {
  const loaded = await loadedOrLeave(result, client, request);
  return loaded.ok ? { kind: 'ok', data: loaded.data } : { kind: 'error', failure: loaded.failure };
}

/** A load that failed, as the page shows it (retrying while the page reloads). */
export interface FailedView {
  readonly status: 'error';
  readonly message: string | null;
  readonly retrying: boolean;
}

const failedView = (failure: LoadFailure, retrying: boolean): FailedView => ({ status: 'error', message: failure.message ?? null, retrying });

/** The view state of a page without an id in its address: `ready(data)`, else the failure. */
export function loadedView<T, R>(load: CampaignLoad<T>, retrying: boolean, ready: (data: T) => R): R | FailedView {
  if (load.kind === 'ok') return ready(load.data);
  return failedView(load.kind === 'error' ? load.failure : { kind: 'notFound' }, retrying);
}

/** The view state of a page read by the id in its address: `ready(data)`, the missing state, or the failure. */
export function loadedByIdView<T, R>(load: CampaignLoad<T>, retrying: boolean, ready: (data: T) => R): R | { readonly status: 'missing' } | FailedView {
  return load.kind === 'badId' ? { status: 'missing' } : loadedView(load, retrying, ready);
}
