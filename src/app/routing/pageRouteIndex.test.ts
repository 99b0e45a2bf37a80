import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../api';
import { fakeFetch, json, ORIGIN } from '../../api/testing/fakeFetch';
import { resolveLazyRoutes } from '../document/resolveLazyRoutes';
import { composeStorefrontRoutes } from '../storefrontRouteTable';
import { composePageRoutes } from './composeRoutes';
import { createLazyPageRoutes, type PageRouteIndexEntry } from './lazyPageRoutes';
import { NOT_FOUND_MODULE, PAGE_MODULES } from './pageModules';
import { PAGE_ROUTE_INDEX } from './pageRouteIndex';
import { createPageRoutes } from './pageRoutes';
import type { StorefrontRouteModule } from '../../pages/routeModule';

/** Every route.ts of the pages, loaded: where each route module of the table is exported. */
const ROUTE_FILES = import.meta.glob<Record<string, unknown>>('../../pages/**/route.ts', { eager: true });

const HEADER = `// Generated from the route table (src/app/routing/pageModules.ts) by pageRouteIndex.test.ts: do not
// edit. After adding, renaming or removing a page's route module, or changing its name or paths, run
// \`npx vitest run --project unit src/app/routing/pageRouteIndex.test.ts -u\` and commit the result.
import type { PageRouteIndexEntry } from './lazyPageRoutes';

/** Every page route module of the table, in its order: route name, paths and how to load it (the app's start). */
export const PAGE_ROUTE_INDEX: readonly PageRouteIndexEntry[] = [
`;

const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function renderIndex(): string {
  const exportedAs = new Map<unknown, { file: string; name: string }>();
  for (const [file, exports] of Object.entries(ROUTE_FILES)) {
    for (const [name, value] of Object.entries(exports)) exportedAs.set(value, { file: file.replace(/\.ts$/, ''), name });
  }
  const entries = [...PAGE_MODULES, NOT_FOUND_MODULE].map((module: StorefrontRouteModule) => {
    const place = exportedAs.get(module);
    if (!place) throw new Error(`The route module "${module.handle.name}" is not exported by a route.ts under src/pages`);
    const paths = `[${module.paths.map(quote).join(', ')}]`;
    return `  { name: ${quote(module.handle.name)}, paths: ${paths}, load: () => import(${quote(place.file)}).then((m) => m.${place.name}) },\n`;
  });
  return `${HEADER}${entries.join('')}];\n`;
}

function setup() {
  const fake = fakeFetch(() => json({ errcode: 0, data: null }));
  return { client: createClient({ baseUrl: '', origin: ORIGIN, fetch: fake.fetch }) };
}

describe('the page route index (the browser table loads each route module on first use)', () => {
  it('lists every route module of the table with its name and paths, in the table order', async () => {
    await expect(renderIndex()).toMatchFileSnapshot('./pageRouteIndex.ts');
  });

  it('gives the same route ids and paths, in the same order, as the whole table', () => {
    const deps = setup();
    const whole = createPageRoutes(deps).map((route) => [route.id, route.path]);
    const lazy = createLazyPageRoutes(PAGE_ROUTE_INDEX, deps).map((route) => [route.id, route.path]);
    expect(lazy).toEqual(whole);
    expect(new Set(lazy.map(([id]) => id)).size).toBe(lazy.length);
  });

  it("resolves each route to its module's handle, and the component and loader of the list routes (one module, several routes)", async () => {
    const deps = setup();
    const whole = createPageRoutes(deps);
    const lazy = createLazyPageRoutes(PAGE_ROUTE_INDEX, deps);
    const handles = await Promise.all(
      lazy.map(async (route) => {
        const parts = route.lazy as { handle: () => Promise<unknown> };
        return [route.id, await parts.handle()];
      }),
    );
    expect(handles).toEqual(whole.map((route) => [route.id, route.handle]));

    const lists = lazy.filter((route) => route.id?.startsWith('list'));
    expect(lists.length).toBeGreaterThan(0);
    await resolveLazyRoutes(lists);
    const { ListPage } = await import('../../pages/lists/ListPage/ListPage');
    for (const route of lists) {
      expect(route.Component).toBe(ListPage);
      expect(typeof route.loader).toBe('function');
      expect(route.lazy).toBeUndefined();
    }
  });

  it('renders the page an address matches, with the same table around it as the whole one', async () => {
    const { client } = setup();
    const routes = composeStorefrontRoutes({ client, origin: ORIGIN }, (deps) => createLazyPageRoutes(PAGE_ROUTE_INDEX, deps));
    const router = createMemoryRouter(routes, { initialEntries: ['/m/account/Exchange_Return.php'] });
    for (let i = 0; i < 800 && (router.state.navigation.state !== 'idle' || !router.state.initialized); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const leaf = router.state.matches.at(-1);
    expect(leaf?.route.id).toBe('account-Exchange_Return:account/Exchange_Return.php');
    expect(leaf?.route.handle).toMatchObject({ name: 'account-Exchange_Return' });
  });

  it('loads a module again after it failed to load, and says when the index is out of date', async () => {
    const deps = setup();
    const module: StorefrontRouteModule = { paths: ['a'], handle: { name: 'a', layout: {} }, Component: async () => () => null };
    let attempts = 0;
    const entry: PageRouteIndexEntry = {
      name: 'a',
      paths: ['a', 'b'],
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return module;
      },
    };
    const [a, b] = createLazyPageRoutes([entry], deps) as [RouteObject, RouteObject];
    const handleOf = (route: RouteObject) => (route.lazy as { handle: () => Promise<unknown> }).handle();
    await expect(handleOf(a)).rejects.toThrow('Failed to fetch');
    await expect(handleOf(a)).resolves.toEqual(composePageRoutes([module], deps)[0]?.handle);
    expect(attempts).toBe(2);
    await expect(handleOf(b)).rejects.toThrow('has no route a:b');
  });
});
