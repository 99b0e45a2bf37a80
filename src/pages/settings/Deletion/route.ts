import type { LoaderFunctionArgs } from 'react-router';
import { loadDeletion } from './deletionLoader';
import type { RouteDeps, StorefrontRouteModule } from '../../routeModule';

/** Delete the account, /m/account/deletion (spec §2; route name account-deletion). Needs login. */
export const deletionRoute = {
  paths: ['account/deletion'],
  handle: { name: 'account-deletion', layout: {} },
  loader: ({ request }: LoaderFunctionArgs, { client }: RouteDeps) => loadDeletion(client, request),
  Component: async () => (await import('./Deletion')).Deletion,
} satisfies StorefrontRouteModule;
