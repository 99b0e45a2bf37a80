import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../routeModule';
import { readAuthQuery, type AuthQuery } from '../shared/authQuery';
import { leaveWhenSignedIn } from '../shared/leaveWhenSignedIn';

/** Sign-up needs no call before the form (the free gift comes with the layout's footer data); a shopper already signed in goes on to the return address. */
export type SignupLoaderData = { readonly kind: 'ok' } & AuthQuery;

export async function signupLoader(args: LoaderFunctionArgs, deps: RouteDeps): Promise<SignupLoaderData> {
  const query = readAuthQuery(args);
  await leaveWhenSignedIn(deps.client, args.request, query);
  return { kind: 'ok', ...query };
}
