import type { LoaderFunctionArgs } from 'react-router';
import { readAuthQuery, type AuthQuery } from '../shared/authQuery';

/**
 * The login page needs no call of its own: the methods and the WeChat link come with the layout's
 * footer data. It reads where to return to (checked later with isSafeRedirect).
 */
export type LoginLoaderData = { readonly kind: 'ok' } & AuthQuery;

export function loginLoader(args: LoaderFunctionArgs): Promise<LoginLoaderData> {
  return Promise.resolve({ kind: 'ok', ...readAuthQuery(args) });
}
