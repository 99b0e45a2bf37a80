import { redirect } from 'react-router';
import type { ApiFailure, ApiClient } from '../../../api';
import { notFoundResponse } from '../notFound/notFoundResponse';
import { loginAddress } from './loginAddress';

/** A failed load the page shows (with a retry) instead of throwing. */
export interface LoadFailure {
  readonly kind: ApiFailure['kind'];
  readonly message?: string;
}

/** What a loader returns for one call: the data, or the failure as a value. */
export type Loaded<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly failure: LoadFailure };

/**
 * spec §8 for a loader: notFound throws the not-found response, login redirects to the login page
 * (the server's vetted link, else the login page with the way back); every other failure is a value.
 */
export async function loadedOrLeave<T>(
  result: { readonly ok: true; readonly data: T } | ApiFailure,
  client: ApiClient,
  request: Request,
): Promise<Loaded<T>> {
  if (result.ok) return { ok: true, data: result.data };
  if (result.kind === 'notFound') throw await notFoundResponse(client, request.signal);
  if (result.kind === 'login') {
    const back = new URL(request.url);
    throw redirect(result.loginLink ?? loginAddress(back.pathname + back.search));
  }
  return { ok: false, failure: { kind: result.kind, ...(result.message !== undefined ? { message: result.message } : {}) } };
}

/** The `order_id` query parameter, or null. */
export function orderIdOf(request: Request): string | null {
  const id = new URL(request.url).searchParams.get('order_id');
  return id !== null && /^[\w-]{1,64}$/.test(id) ? id : null;
}
