import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../routeModule';
import { readAuthQuery, type AuthQuery } from '../shared/authQuery';
import { leaveWhenSignedIn } from '../shared/leaveWhenSignedIn';

/**
 * The login page's methods and WeChat link come with the layout's footer data. The loader reads
 * where to return to (checked with isSafeRedirect) and sends a shopper already signed in there.
 */
export type LoginLoaderData = { readonly kind: 'ok' } & AuthQuery;

export async function loginLoader(args: LoaderFunctionArgs, { client }: RouteDeps): Promise<LoginLoaderData> {
  const query = readAuthQuery(args);
  await leaveWhenSignedIn(client, args.request, query);
  return { kind: 'ok', ...query };
}
