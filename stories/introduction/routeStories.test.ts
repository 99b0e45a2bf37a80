import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeStories, routeStoriesModule, routesOf, titleId } from './routeStoriesTable';

const root = new URL('../../', import.meta.url).pathname;
const indexSource = readFileSync(join(root, 'src/app/routing/pageRouteIndex.ts'), 'utf8');

function storiesFiles(dir: string): { path: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storiesFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [{ path: relative(root, path), source: readFileSync(path, 'utf8') }] : [];
  });
}

describe('the Introduction route table', () => {
  const rows = routeStories(indexSource, storiesFiles(join(root, 'stories')));

  it('lists every route of the route table, in its order', () => {
    expect(rows.map((row) => row.name)).toEqual(routesOf(indexSource).map((route) => route.name));
    expect(rows.length).toBe([...indexSource.matchAll(/\{ name: '/g)].length);
    expect(rows.find((row) => row.name === 'cart')).toMatchObject({ paths: ['/m/shop_cart.php'], page: 'cart/Cart' });
    expect(rows.find((row) => row.name === 'home')?.paths).toEqual(['/m']);
  });

  it("finds a page's stories by the page folder they import", () => {
    expect(rows.find((row) => row.name === 'cart')?.titles).toContain('Pages/Cart/Cart');
    const fixture = routeStories("  { name: 'x', paths: ['x.php'], load: () => import('../../pages/a/B/route').then((m) => m.r) },", [
      { path: 'stories/pages/a/B.stories.tsx', source: "import { B } from '../../../src/pages/a/B/B';\nconst meta = {\n  title: 'Pages/A/B',\n};" },
      { path: 'stories/pages/a/Bc.stories.tsx', source: "import { B } from '../../../src/pages/a/Bc/B';\nconst meta = {\n  title: 'Pages/A/Bc',\n};" },
    ]);
    expect(fixture).toEqual([{ name: 'x', paths: ['/m/x.php'], page: 'a/B', titles: ['Pages/A/B'] }]);
    const byAddress = routeStories("  { name: 'x', paths: ['x.php'], load: () => import('../../pages/a/B/route').then((m) => m.r) },", [
      { path: 'stories/pages/a/Page.stories.tsx', source: "const meta = {\n  title: 'Pages/A/Page',\n};\nrender: () => <RouteTableHarness initialPath=\"/m/x.php?id=1\" />" },
      { path: 'stories/pages/a/Other.stories.tsx', source: "const meta = {\n  title: 'Pages/A/Other',\n};\nrender: () => <RouteTableHarness initialPath=\"/m/x.phpx\" />" },
    ]);
    expect(byAddress[0]?.titles).toEqual(['Pages/A/Page']);
  });

  it('names stories as Storybook does', () => {
    expect(titleId('Pages/Cart/Cart')).toBe('pages-cart-cart');
    expect(titleId('Flows/OrderRefund')).toBe('flows-orderrefund');
  });

  it('is committed as generated (run with -u after a route or stories file changes)', async () => {
    await expect(routeStoriesModule(rows)).toMatchFileSnapshot('./routeStories.generated.ts');
  });
});
