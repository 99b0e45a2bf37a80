import type { LoaderFunctionArgs } from 'react-router';
import { readAuthQuery, type AuthQuery } from '../shared/authQuery';

/** Sign-up needs no call before the form: the free gift comes with the layout's footer data. */
export type SignupLoaderData = { readonly kind: 'ok' } & AuthQuery;

export function signupLoader(args: LoaderFunctionArgs): Promise<SignupLoaderData> {
  return Promise.resolve({ kind: 'ok', ...readAuthQuery(args) });
}
