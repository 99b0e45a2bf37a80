import type { StorefrontRouteModule } from '../../routeModule';
import { lazyLoader } from '../../lazyLoader';
import { brandMeta } from './brandMeta';

/**
 * The brand flagship (spec §2 /m/brand/{sign?} with child tabs default, category, product,
 * review): the default tab at /m/brand/{sign}, the others at /m/brand/{sign}/{tab} (an unknown
 * tab is not found); the category tab's chosen category is the query ?category={id}; /m/brand
 * alone lists the brands. The layout refetches the brand info (header
 * and brand navigation) when the sign changes.
 */
export const brandRoute = {
  paths: ['brand/:sign?', 'brand/:sign/:tab'],
  handle: { name: 'brand', layout: { brandSignParam: 'sign' }, meta: brandMeta },
  params: { sign: 'optionalSign' },
  loader: lazyLoader(() => import('./brandLoader'), 'loadBrandPage'),
  action: async (args, deps) => (await import('./brandAction')).brandAction(args, deps),
  Component: async () => (await import('./BrandPage')).BrandPage,
} satisfies StorefrontRouteModule;
