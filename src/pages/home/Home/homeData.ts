import type { PageLoader } from '../../lazyLoader';
import { getBanners, getBestSellers, type ApiClient } from '../../../api';
import { toShopProduct, type ShopProduct } from '../../shared/product/shopProduct';
import { sortedBanners, toHomeModule, type HomeModule } from './homeModule';

/** The banner call's position of the home page's banners and modules, and of its promotions (chosen). */
export const HOME_POSITION = 'home';
export const PROMOTION_POSITION = 'home_promotion';

/** What the home loader returns: the page's content, or a failure the page shows with a retry. */
export type HomeData =
  | {
      readonly kind: 'ok';
      readonly banners: readonly HomeModule[];
      readonly modules: readonly HomeModule[];
      readonly promotions: readonly HomeModule[];
      /** Recommended products: the first page of best sellers (chosen: the spec names no home list call). */
      readonly products: readonly ShopProduct[];
    }
  | { readonly kind: 'error' };

const present = <T,>(value: T | null): value is T => value !== null;

/**
 * The home page's three calls, in parallel: banners and modules, promotions, recommended products;
 * banners lead only to the shop and the origins it allows (the client's rule for links).
 * Never throws: any failure (toast, timeout, network, malformed …) becomes `{ kind: 'error' }` and
 * the page offers a retry; the page's own error state replaces the server's toast.
 */
export async function loadHome(client: ApiClient, signal?: AbortSignal): Promise<HomeData> {
  const options = { suppressToast: true, ...(signal ? { signal } : {}) };
  const [home, promotions, products] = await Promise.all([
    getBanners(client, { position: HOME_POSITION }, options),
    getBanners(client, { position: PROMOTION_POSITION }, options),
    getBestSellers(client, { page: 1 }, options),
  ]);
  if (!home.ok || !promotions.ok || !products.ok) return { kind: 'error' };
  const homeModules = sortedBanners(home.data.list).map((banner) => toHomeModule(banner, 'home', client.isSafeLink)).filter(present);
  return {
    kind: 'ok',
    banners: homeModules.filter((module) => module.kind === 'banner'),
    modules: homeModules.filter((module) => module.kind === 'module'),
    promotions: sortedBanners(promotions.data.list).map((banner) => toHomeModule(banner, 'promotion', client.isSafeLink)).filter(present),
    products: products.data.list.map(toShopProduct),
  };
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const homeLoader: PageLoader = ({ request }, { client }) => loadHome(client, request.signal);
