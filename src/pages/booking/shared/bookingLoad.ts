import { redirect } from 'react-router';
import type { ApiClient, ApiFailure } from '../../../api';
import { notFoundResponse } from '../../shared/notFound/notFoundResponse';
import { loadedOrLeave, type Loaded } from '../../shared/login';

/** The booking backend's code for a service, store or staff member it does not know. */
const UNKNOWN_THING = 404;

/** Home (spec §2 /m), where a booking answer 302 sends the shopper. */
export const HOME_PATH = '/m';

/**
 * spec §8 booking catalogue for a loader's call: 302 goes home, 301/303 (and the backend's 404 for
 * an unknown service or store when `unknownIsNotFound`) show the not-found page, 401/304/403 send a
 * guest to login and back; every other failure (a "Network Error", a malformed answer) is a value
 * the page shows with a retry.
 */
export async function bookingLoaded<T>(
  result: { readonly ok: true; readonly data: T } | ApiFailure,
  client: ApiClient,
  request: Request,
  unknownIsNotFound = false,
): Promise<Loaded<T>> {
  if (!result.ok && result.kind === 'home') throw redirect(HOME_PATH);
  if (!result.ok && unknownIsNotFound && result.code === UNKNOWN_THING) throw await notFoundResponse(client, request.signal);
  return loadedOrLeave(result, client, request);
}
