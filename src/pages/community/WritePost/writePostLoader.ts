import { getCommunityTags, getFavorites, getProfile, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import { toShopProduct, type ShopProduct } from '../../shared/product/shopProduct';

/** What the writing page offers: the tags to pick and the products to tag (the shopper's favourites; none when they fail). */
export type WritePostData =
  | { readonly kind: 'ok'; readonly tags: readonly { readonly id: string; readonly name: string }[]; readonly products: readonly ShopProduct[] }
  | { readonly kind: 'error' };

/** The writing page's loader (/m/community/post, an address chosen: the spec names none): needs login (a guest is sent to login and back). */
export async function loadWritePost(client: ApiClient, request: Request): Promise<WritePostData> {
  const options = { suppressToast: true, signal: request.signal };
  const [profile, tags, favourites] = await Promise.all([getProfile(client, {}, options), getCommunityTags(client, {}, options), getFavorites(client, { page: 1 }, options)]);
  const signedIn = await loadedOrLeave(profile, client, request);
  if (!signedIn.ok || !tags.ok) return { kind: 'error' };
  return {
    kind: 'ok',
    tags: tags.data.list.map((tag) => ({ id: tag.id, name: tag.name })),
    products: favourites.ok ? favourites.data.list.slice(0, 10).map(toShopProduct) : [],
  };
}

export const writePostLoader: PageLoader = ({ request }, { client }) => loadWritePost(client, request);
