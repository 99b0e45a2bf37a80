import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, useLocation, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import styled from 'styled-components';
import { createStorefrontRoutes } from '../../src/app';
import { useLocale } from '../../src/i18n';
import { SessionProvider, sessionInputFromEnvironment, useApiClient, useShopperEnvironment, type SessionInput } from '../../src/session';
import { watchRouter } from './storySettled';

/** The address bar takes the place of a host app's own bar: the shell leaves room for it. */
const HarnessFrame = styled.div`
  --storefront-host-offset: ${({ theme }) => `calc(2 * ${theme.space[1]} + ${theme.typography.caption.lineHeight})`};
`;

const AddressBar = styled.output`
  display: block;
  box-sizing: border-box;
  height: var(--storefront-host-offset);
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
`;

/**
 * The address of the page on screen, above it. It is rendered in the route tree, so it changes in
 * the same commit as the page: a story that waits for an address (`at`) then finds the new page
 * there, not the page it left while the new one is still rendering.
 */
function AddressOfPageShown() {
  const location = useLocation();
  return (
    <>
      <AddressBar aria-label="Address">{`${location.pathname}${location.search}`}</AddressBar>
      <Outlet />
    </>
  );
}

/** The router of the harness on screen, for journeys that go to an address as a shopper types it. */
let current: { navigate: (path: string) => Promise<void> } | null = null;

/**
 * Story-only: goes to `path` in the harness on screen, as a shopper typing the address would
 * (in-app navigation: the session and the shop's state stay). It resolves once the new page is
 * on screen with its loaded data, so what a story checks next is the new page, not the one it left.
 */
export async function goToAddress(path: string): Promise<void> {
  if (!current) throw new Error('no RouteTableHarness on screen');
  await current.navigate(path);
}

export interface RouteTableHarnessProps {
  /** The address the memory router starts at. */
  initialPath: string;
  /** Session values on top of the toolbar's (locale, platform, login, tourist). */
  session?: SessionInput;
  /** Receives what would load as a document or go to the app (deep links), instead of the browser. */
  openDocument?: (href: string) => void;
}

/**
 * Story-only: the real route table (createStorefrontRoutes) in a memory router, on the mock backend
 * through the decorator's api client, inside a session made from the toolbar globals. An address
 * bar above shows the page's address (after redirects and clicks).
 */
export function RouteTableHarness({ initialPath, session, openDocument }: RouteTableHarnessProps) {
  const client = useApiClient();
  const environment = useShopperEnvironment();
  const locale = useLocale();
  // The router is made in an effect and disposed in its clean-up, not during render: StrictMode
  // renders twice (and runs effects, stops and runs them again), and a router made during render
  // starts its first page's loaders at once. Two routers then asked the shop for the same page
  // side by side; the api client cancels an identical request already on its way, and the page
  // showed "This page could not be loaded" (or the cart a network error) in Storybook, depending on
  // which answer came first. Now the run StrictMode stops disposes its router (its loaders aborted
  // before they send), and only the router that stays loads the page.
  const [router, setRouter] = useState<DataRouter | null>(null);
  useEffect(() => {
    const made = createMemoryRouter(
      [
        {
          id: 'harness',
          element: <AddressOfPageShown />,
          children: createStorefrontRoutes({ client, origin: window.location.origin, upgradeHttps: false, ...(openDocument ? { openDocument } : {}) }),
        },
      ],
      { initialEntries: [initialPath] },
    );
    // The router is what this effect makes (and disposes): render shows the one that stays.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a router made during render would start loading in each of StrictMode's renders
    setRouter(made);
    const harness = { navigate: (path: string) => made.navigate(path, { flushSync: true }) };
    current = harness;
    // The screenshot waits while a page's module or loader, a revalidation or a fetcher is under way.
    watchRouter(() => {
      const { navigation, revalidation, fetchers } = made.state;
      return navigation.state !== 'idle' || revalidation !== 'idle' || [...fetchers.values()].some((fetcher) => fetcher.state !== 'idle');
    });
    return () => {
      if (current === harness) {
        current = null;
        watchRouter(null);
      }
      made.dispose();
    };
  }, [client, initialPath, openDocument]);
  if (!router) return null;
  return (
    <SessionProvider input={{ ...sessionInputFromEnvironment(environment, locale), ...session }}>
      <HarnessFrame>
        <RouterProvider router={router} />
      </HarnessFrame>
    </SessionProvider>
  );
}
