import type { LoaderFunctionArgs } from 'react-router';
import { readAuthQuery, type AuthQuery } from '../shared/authQuery';

/** The reset form needs no call before it shows; `redirect` is passed on to login afterwards. */
export type RepassLoaderData = { readonly kind: 'ok' } & AuthQuery;

export function repassLoader(args: LoaderFunctionArgs): Promise<RepassLoaderData> {
  return Promise.resolve({ kind: 'ok', ...readAuthQuery(args) });
}
