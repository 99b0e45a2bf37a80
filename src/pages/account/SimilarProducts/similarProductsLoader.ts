import type { LoaderFunctionArgs } from 'react-router';
import { getSimilarProducts, type ApiClient } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import { toShopProduct, type ShopProduct } from '../../shared/product/shopProduct';

/**
 * What the similar-products loader returns: the product and those like it; `missing` when the
 * address names no product (or a malformed id), or a failure with retry. An id the backend does
 * not know shows the not-found page.
 */
export type SimilarProductsData =
  | { readonly kind: 'ok'; readonly product: ShopProduct; readonly similar: readonly ShopProduct[] }
  | { readonly kind: 'missing' }
  | { readonly kind: 'error' };

/** The `id` query value when it is a product id (letters, digits, - and _, up to 64), else null. */
export function similarIdOf(request: Request): string | null {
  const id = new URL(request.url).searchParams.get('id')?.trim() ?? '';
  return /^[\w-]{1,64}$/.test(id) ? id : null;
}

/** The product named by `?id=` and the products similar to it (no login needed). */
export async function loadSimilarProducts(client: ApiClient, request: Request): Promise<SimilarProductsData> {
  const id = similarIdOf(request);
  if (id === null) return { kind: 'missing' };
  const loaded = await loadedOrLeave(await getSimilarProducts(client, { team_id: id }, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const product = toShopProduct(loaded.data.team);
  return { kind: 'ok', product, similar: loaded.data.list.map(toShopProduct).filter((team) => team.id !== product.id) };
}

/** The route's loader (loaded on its first call, see lazyLoader). */
export function similarProductsLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<SimilarProductsData> {
  return loadSimilarProducts(client, request);
}
