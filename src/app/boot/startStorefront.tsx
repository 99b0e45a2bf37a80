import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { preloadClientCode, preloadSchemaCode } from '../../api';
import { loadChunkReloadNotice } from '../../pages/flows/chunkReload/loadChunkReloadNotice';
import { preloadSessionCode } from '../../session';
import { BOOT_ELEMENT_ID, parseBoot } from '../document/bootPayload';
import {
  browserClient,
  browserEnvironment,
  browserI18n,
  browserResources,
  browserSession,
  firstLoadMethod,
  mountStorefront,
  whenInteractive,
} from '../document/browserStart';
import { documentPageModules, PRELOADS_GLOBAL } from '../document/documentPreloads';
import { evaluatePageModules } from '../document/evaluatePageModules';
import { resolveLazyRoutes } from '../document/resolveLazyRoutes';
import { matchedBranchFirst, type MatchedBranchFirst } from '../document/matchedBranchFirst';
import { StorefrontProviders } from '../document/StorefrontProviders';
import { preloadErrorPages } from '../lazyErrorPages';
import { preloadLinkRules } from '../routing/lazyLinkRules';
import { createLazyPageRoutes } from '../routing/lazyPageRoutes';
import { PAGE_ROUTE_INDEX } from '../routing/pageRouteIndex';
import { composeStorefrontRoutes } from '../storefrontRouteTable';
import { yieldToBrowser } from '../../machines/shared/yieldToBrowser';

/**
 * The last stage of the entry (main.tsx). In the built app (`npm run preview`) the server rendered
 * the page and inlined the boot payload and the router's hydration data; this hydrates it. The dev
 * app (`npm run dev`, mock backend through the service worker) has no server rendering: it decides
 * the language itself and renders. Each step that takes a while on a phone (setting up the session,
 * the route table, the page's modules, the router) ends its task, so none of them blocks a tap.
 */
export async function startStorefront(container: HTMLElement): Promise<void> {
  // The document named every script in its head; the starter says which are the page's own.
  const pageModules = documentPageModules((window as unknown as Record<string, unknown>)[PRELOADS_GLOBAL]);
  const boot = parseBoot(document.getElementById(BOOT_ELEMENT_ID)?.textContent);
  const serverRendered = boot !== null && container.hasChildNodes();
  // Reading the boot payload (the page's translations) and starting the loads below (each would add
  // a module preload for a file the document did not name) are a task each.
  await yieldToBrowser();
  // Code every page runs right after hydrating, or that most pages' modules import (how the api
  // client sends a call; zod with the schemas every endpoint builds on; xstate with the session
  // machine), starts loading now: evaluated as it arrives, in tasks of its own, it is not part of
  // the page's modules' one task.
  const sharedCode = serverRendered
    ? Promise.allSettled([preloadClientCode(), preloadSchemaCode(), preloadSessionCode()])
    : Promise.resolve();
  await yieldToBrowser();
  const { environment, locale } = browserEnvironment(boot);
  // The server inlines the shopper's locale; only the dev app (no server rendering) loads it here.
  const resources = await browserResources(boot, locale);
  // Checking the inlined translations and setting up i18next over them are a task each.
  await yieldToBrowser();
  // The translations the server inlined are this page's own: i18next takes them without a copy.
  const i18n = browserI18n(locale, resources, boot !== null);
  await yieldToBrowser();

  // The session reads as its initial values until its machine runs (it starts after the first commit).
  const session = browserSession(boot, locale, environment);
  const client = browserClient(session);
  await yieldToBrowser();

  const desktopOrigin = (import.meta.env.VITE_DESKTOP_ORIGIN as string | undefined) || undefined;
  // The table the server renders with, except that each page's route module (its handle, loader
  // and component, with the list of chunks to fetch with them) loads the first time it matches.
  const routes = composeStorefrontRoutes(
    {
      client,
      origin: window.location.origin,
      firstLoadMethod: firstLoadMethod(),
      // The desktop redirect needs the desktop site: set VITE_DESKTOP_ORIGIN to try it.
      ...(desktopOrigin ? { desktopOrigin } : {}),
    },
    (deps) => createLazyPageRoutes(PAGE_ROUTE_INDEX, deps),
  );
  // The router of a server-rendered page starts with the branch the server rendered; the rest of
  // the table is added at its first navigation.
  let firstTable: MatchedBranchFirst | null = null;
  // The server rendered the matched page: load its route module and component before hydrating, so
  // the first render in the browser is the page the server sent (no fallback, no mismatch).
  if (serverRendered) {
    // The routes the server matched, by their ids; the address is matched (ranking every route of
    // the table, a long task on a phone) only when the ids are missing, and the router then takes
    // the whole table when they are unknown.
    const matchedIds = boot.routeIds ?? (matchRoutes(routes, window.location) ?? []).map((match) => match.route.id ?? '');
    firstTable = matchedBranchFirst(routes, matchedIds);
    // No Intl number or date format is made here: the first one loads the browser's locale data
    // (15-25 ms on a fast computer), and prices, counts, ratings and dates are written without Intl
    // (src/format), so most pages never load it.
    await sharedCode;
    await yieldToBrowser();
    // The page's own files, evaluated one to a task: imported with its route module, they were one task.
    await evaluatePageModules(pageModules);
    await resolveLazyRoutes(firstTable?.matched ?? matchRoutes(routes, window.location) ?? []);
  }
  await yieldToBrowser();
  const router = firstTable
    ? createBrowserRouter(firstTable.routes, { patchRoutesOnNavigation: firstTable.patchRoutesOnNavigation })
    : createBrowserRouter(routes);
  // The server rendered the not-found or error page: its chunk loads before hydrating, like a page's.
  if (serverRendered && router.state.errors) await preloadErrorPages();
  await yieldToBrowser();

  // The session's machine starts once the first commit has run its effects, in a task of its own
  // (the events sent meanwhile wait for it; a failed load is tried again on the next one), and the
  // rest of the language loads then when the server inlined only the page's translations.
  const onInteractive = whenInteractive(session, i18n, locale, boot !== null);
  const app = (
    <StorefrontProviders i18n={i18n} session={session} onInteractive={onInteractive} globalStylesInDocument={serverRendered} forms={boot?.forms}>
      <RouterProvider router={router} />
    </StorefrontProviders>
  );
  // Hydrating in a transition works in slices the browser may interrupt, not in one long task.
  mountStorefront(container, app, serverRendered);
  // What the first render does not need loads now, while it hydrates: the chunk-reload flow, which
  // must be here before a page's chunk can fail to load, the link rules the next navigation runs and
  // how the api client sends a call.
  void loadChunkReloadNotice();
  preloadLinkRules().catch(() => undefined);
  preloadClientCode().catch(() => undefined);
}
