import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';
import { listMeta } from './listMeta';

/*
 * The list family (spec §2): one shared ListPage (view and container), one route module per route
 * name with its own loader. Route names follow src/app/routing/specRoutes.ts so routes:report
 * counts them.
 */

/** The list loaders' module, loaded on the first list page. */
const listLoaders = () => import('./listLoaders');

const Component = async () => (await import('./ListPage')).ListPage;

/** /m/list (list.php is rewritten here): every product, categories as filters. */
export const listRoute = {
  paths: ['list'],
  handle: { name: 'list', layout: {} },
  loader: lazyLoader(listLoaders, 'loadCategoryList'),
  Component,
} satisfies StorefrontRouteModule;

/** /m/list/{sign1}: a category's products, its sub-categories as filters. */
export const listSign1Route = {
  paths: ['list/:sign1'],
  handle: { name: 'list-sign1', layout: {}, meta: listMeta },
  params: { sign1: 'sign' },
  loader: lazyLoader(listLoaders, 'loadCategoryList'),
  Component,
} satisfies StorefrontRouteModule;

/** /m/list/{sign1}/{sign2}: a sub-category's products. */
export const listSign1Sign2Route = {
  paths: ['list/:sign1/:sign2'],
  handle: { name: 'list-sign1-sign2', layout: {}, meta: listMeta },
  params: { sign1: 'sign', sign2: 'sign' },
  loader: lazyLoader(listLoaders, 'loadCategoryList'),
  Component,
} satisfies StorefrontRouteModule;

export const classifyRoute = {
  paths: ['classify.php'],
  handle: { name: 'classify', layout: {} },
  loader: lazyLoader(listLoaders, 'loadClassify'),
  Component,
} satisfies StorefrontRouteModule;

export const bestSellersRoute = {
  paths: ['best_sellers'],
  handle: { name: 'best_sellers', layout: {} },
  loader: lazyLoader(listLoaders, 'loadBestSellers'),
  Component,
} satisfies StorefrontRouteModule;

/** spec §2: no go-to-top on the rank route. */
export const rankRoute = {
  paths: ['rank/:rank_type?/:period'],
  handle: { name: 'rank', layout: { hideGoTop: true } },
  params: { rank_type: 'optionalSign', period: 'sign' },
  loader: lazyLoader(listLoaders, 'loadRank'),
  Component,
} satisfies StorefrontRouteModule;

export const promoRoute = {
  paths: ['promo'],
  handle: { name: 'promo', layout: {} },
  loader: lazyLoader(listLoaders, 'loadPromoList'),
  Component,
} satisfies StorefrontRouteModule;

export const autoPromoRoute = {
  paths: ['auto_promo'],
  handle: { name: 'auto_promo', layout: {} },
  loader: lazyLoader(listLoaders, 'loadAutoPromoList'),
  Component,
} satisfies StorefrontRouteModule;

export const mallRoute = {
  paths: ['mall.php'],
  handle: { name: 'mall', layout: {} },
  loader: lazyLoader(listLoaders, 'loadMallList'),
  Component,
} satisfies StorefrontRouteModule;

export const buyAgainTeamRoute = {
  paths: ['buy_again_team'],
  handle: { name: 'buy_again_team', layout: {} },
  loader: lazyLoader(listLoaders, 'loadBuyAgainList'),
  Component,
} satisfies StorefrontRouteModule;
