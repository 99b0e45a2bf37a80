import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { matchedBranchFirst } from './matchedBranchFirst';

const loaded = () => null;
/** A table shaped like the storefront's: root, layout, pathless pages, a splat outside the layout. */
function table(): RouteObject[] {
  return [
    {
      id: 'storefront',
      path: '/',
      loader: loaded,
      children: [
        {
          id: 'layout',
          path: 'm',
          loader: loaded,
          children: [
            {
              id: 'pages',
              children: [
                { id: 'pages:cart', path: 'shop_cart.php', loader: loaded },
                { id: 'pages:search', path: 'search', loader: loaded },
                { id: 'pages:product', path: ':brand/:product', loader: loaded },
                { id: 'pages:home', index: true, loader: loaded },
              ],
            },
          ],
        },
        { id: 'outside', path: '*', loader: loaded },
      ],
    },
  ];
}

const ids = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.map((match) => match.route.id);
const settled = (router: ReturnType<typeof createMemoryRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });

describe('matchedBranchFirst', () => {
  it('keeps only the matched route at each level of the branch, and gives the matched routes themselves', () => {
    const full = table();
    const first = matchedBranchFirst(full, ['storefront', 'layout', 'pages', 'pages:cart']);
    const cart = full[0]?.children?.[0]?.children?.[0]?.children?.[0];
    expect(first?.matched.map((route) => route.id)).toEqual(['storefront', 'layout', 'pages', 'pages:cart']);
    expect(first?.matched[3]).toBe(cart);
    expect(first?.matched[0]).toBe(full[0]);
    const [root] = first?.routes ?? [];
    expect(root?.children?.map((route) => route.id)).toEqual(['layout']);
    expect(root?.children?.[0]?.children?.[0]?.children?.map((route) => route.id)).toEqual(['pages:cart']);
  });

  it('gives null when the ids are not a branch of the table', () => {
    expect(matchedBranchFirst(table(), [])).toBeNull();
    expect(matchedBranchFirst(table(), ['storefront', 'pages'])).toBeNull();
    expect(matchedBranchFirst(table(), ['storefront', 'layout', 'pages', 'pages:gone'])).toBeNull();
    expect(matchedBranchFirst(table(), ['__proto__'])).toBeNull();
    expect(matchedBranchFirst(table(), ['storefront', ''])).toBeNull();
  });

  it('hydrates the matched page, then finds every other route from the first navigation on', async () => {
    const full = table();
    const first = matchedBranchFirst(full, ['storefront', 'layout', 'pages', 'pages:cart']);
    if (!first) throw new Error('no branch');
    const discover = vi.fn(first.patchRoutesOnNavigation);
    const router = createMemoryRouter(first.routes, {
      initialEntries: ['/m/shop_cart.php'],
      hydrationData: { loaderData: { storefront: null, layout: null, 'pages:cart': null } },
      patchRoutesOnNavigation: discover,
    });
    expect(ids(router)).toEqual(['storefront', 'layout', 'pages', 'pages:cart']);
    expect(router.state.initialized).toBe(true);
    expect(discover).not.toHaveBeenCalled();

    for (const [path, expected] of [
      ['/m/search', 'pages:search'],
      ['/m/lotus-dew/serum-1.html', 'pages:product'],
      ['/m', 'pages:home'],
      ['/elsewhere', 'outside'],
      ['/m/shop_cart.php', 'pages:cart'],
    ] as const) {
      await router.navigate(path);
      await settled(router);
      expect(ids(router).at(-1)).toBe(expected);
    }
    router.dispose();
  });

  it('patches once, and not for a navigation already cancelled', () => {
    const first = matchedBranchFirst(table(), ['storefront', 'layout', 'pages', 'pages:search']);
    if (!first) throw new Error('no branch');
    const patch = vi.fn();
    const call = (aborted: boolean) => {
      const controller = new AbortController();
      if (aborted) controller.abort();
      return first.patchRoutesOnNavigation({ patch, signal: controller.signal, path: '/m/shop_cart.php', matches: [], fetcherKey: undefined });
    };
    void call(true);
    expect(patch).not.toHaveBeenCalled();
    void call(false);
    // The root's children (layout and the splat outside it) and the pages' children.
    expect(patch.mock.calls.map(([parentId, children]) => [parentId, (children as RouteObject[]).map((route) => route.id)])).toEqual([
      ['storefront', ['layout', 'outside']],
      ['pages', ['pages:cart', 'pages:search', 'pages:product', 'pages:home']],
    ]);
    void call(false);
    expect(patch).toHaveBeenCalledTimes(2);
  });
});
