import type { LoaderFunctionArgs } from 'react-router';
import { getBanners, getClassify, getCouponDetail } from '../../../api';
import type { ApiClient, Banner, Category } from '../../../api';
import type { BannerItem } from '../../../components/BannerCarousel';
import { notFoundResponse } from '../../shared/notFound/notFoundResponse';
import { fetchTeamPage, type TeamPageResult, type TeamQuery } from '../shared/teamPages';
import { isListSort, isRankPeriod, RANK_TYPES, type ListFilter, type ListKind, type ListLink, type ListPageData, type ListSort } from './listPageData';

/** What the loaders receive from the route table (createStorefrontRoutes). */
export interface Deps {
  readonly client: ApiClient;
}

const quiet = (signal: AbortSignal) => ({ suppressToast: true, signal });

/** The `sort` query of the address (anything unknown is the default order). */
export function sortOf(request: Request): ListSort {
  const value = new URL(request.url).searchParams.get('sort');
  return isListSort(value) ? value : 'default';
}

/** `?sort=` for a non-default order, else nothing. */
export function sortSuffix(sort: ListSort): string {
  return sort === 'default' ? '' : `?sort=${sort}`;
}

/** The sign of a category's list address (its children link to /m/list/{sign1}/{sign2}). */
export function categorySign(category: Category): string | undefined {
  for (const child of category.children) {
    const match = /^\/m\/list\/([^/?#]+)\//.exec(child.url ?? '');
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** Banners with an image and a link, as the carousel shows them. */
export function toBannerItems(banners: readonly Banner[]): BannerItem[] {
  return banners.flatMap((banner) =>
    banner.image && banner.url ? [{ id: banner.module_id, imageUrl: banner.image, alt: banner.title ?? '', href: banner.url }] : [],
  );
}

/** spec §8: a notFound answer shows the not-found page; every other failure stays a value. */
async function throwIfNotFound(first: TeamPageResult, client: ApiClient, signal: AbortSignal): Promise<void> {
  if (!first.ok && first.failure.kind === 'notFound') throw await notFoundResponse(client, signal);
}

async function page(kind: ListKind, query: TeamQuery, first: TeamPageResult, deps: Deps, signal: AbortSignal, rest: Partial<ListPageData> = {}): Promise<ListPageData> {
  await throwIfNotFound(first, deps.client, signal);
  return { kind, query, first, filters: [], order: null, banners: [], links: [], ...rest };
}

/**
 * The `coupon_id` query (a coupon's "use" link from my coupons), or null when missing or not an
 * id (a hostile value is ignored: the list shows every product instead of failing).
 */
export function couponIdOf(request: Request): string | null {
  const id = new URL(request.url).searchParams.get('coupon_id');
  return id !== null && /^[\w-]{1,64}$/.test(id) ? id : null;
}

/**
 * The chip of the coupon a list is limited to: its title, selected; clearing it lists every
 * product. Null when the coupon cannot be read (the list is still limited by the backend).
 */
async function couponFilter(client: ApiClient, couponId: string, sort: ListSort, signal: AbortSignal): Promise<ListFilter | null> {
  const coupon = await getCouponDetail(client, { id: couponId }, quiet(signal));
  if (!coupon.ok) return null;
  const href = `/m/list?coupon_id=${encodeURIComponent(couponId)}${sort === 'default' ? '' : `&sort=${sort}`}`;
  return { id: `coupon-${couponId}`, label: coupon.data.title, selected: true, href, clearHref: `/m/list${sortSuffix(sort)}` };
}

/** /m/list, /m/list/{sign1}, /m/list/{sign1}/{sign2}: products of a category, sub-categories as filters; `?coupon_id=` limits /m/list to the coupon's products. */
export async function loadCategoryList({ params, request }: LoaderFunctionArgs, deps: Deps): Promise<ListPageData> {
  const sort = sortOf(request);
  const { sign1, sign2 } = params;
  const couponId = sign1 ? null : couponIdOf(request);
  const query: TeamQuery = {
    endpoint: 'list',
    ...(sign1 ? { sign1 } : {}),
    ...(sign2 ? { sign2 } : {}),
    ...(sort !== 'default' ? { sort } : {}),
    ...(couponId ? { coupon_id: couponId } : {}),
  };
  const [first, classify, coupon] = await Promise.all([
    fetchTeamPage(deps.client, query, 1, request.signal),
    getClassify(deps.client, {}, quiet(request.signal)),
    couponId ? couponFilter(deps.client, couponId, sort, request.signal) : Promise.resolve(null),
  ]);
  const categories = classify.ok ? classify.data.list : [];
  const suffix = sortSuffix(sort);
  if (couponId) {
    return page('list', query, first, deps, request.signal, { filters: coupon ? [coupon] : [], order: { kind: 'sort', value: sort } });
  }
  if (!sign1) {
    const filters = categories.flatMap((category): ListFilter[] => {
      const sign = categorySign(category);
      return sign ? [{ id: sign, label: category.name, selected: false, href: `/m/list/${sign}${suffix}`, clearHref: `/m/list${suffix}` }] : [];
    });
    return page('list', query, first, deps, request.signal, { filters, order: { kind: 'sort', value: sort } });
  }
  const parent = categories.find((category) => categorySign(category) === sign1);
  const prefix = `/m/list/${sign1}/`;
  const filters = (parent?.children ?? []).flatMap((child): ListFilter[] => {
    const sign = child.url?.startsWith(prefix) ? child.url.slice(prefix.length).split(/[/?#]/)[0] : undefined;
    return sign ? [{ id: sign, label: child.name, selected: sign === sign2, href: `${prefix}${sign}${suffix}`, clearHref: `/m/list/${sign1}${suffix}` }] : [];
  });
  return page('list', query, first, deps, request.signal, {
    ...(parent ? { heading: parent.name } : {}),
    filters,
    order: { kind: 'sort', value: sort },
  });
}

/** /m/classify.php: categories as filters (`?category=`), the chosen one's sub-categories as links, its products. */
export async function loadClassify({ request }: LoaderFunctionArgs, deps: Deps): Promise<ListPageData> {
  const url = new URL(request.url);
  const sort = sortOf(request);
  const chosen = url.searchParams.get('category') ?? undefined;
  const query: TeamQuery = { endpoint: 'list', ...(chosen ? { sign1: chosen } : {}), ...(sort !== 'default' ? { sort } : {}) };
  const [first, classify] = await Promise.all([
    fetchTeamPage(deps.client, query, 1, request.signal),
    getClassify(deps.client, {}, quiet(request.signal)),
  ]);
  const categories = classify.ok ? classify.data.list : [];
  const sortQuery = sort === 'default' ? '' : `sort=${sort}`;
  const base = `/m/classify.php${sortQuery ? `?${sortQuery}` : ''}`;
  const filters = categories.map(
    (category): ListFilter => ({
      id: category.id,
      label: category.name,
      selected: category.id === chosen,
      href: `/m/classify.php?category=${encodeURIComponent(category.id)}${sortQuery ? `&${sortQuery}` : ''}`,
      clearHref: base,
    }),
  );
  const selected = categories.find((category) => category.id === chosen);
  const links = (selected?.children ?? []).flatMap((child): ListLink[] => (child.url ? [{ id: child.id, label: child.name, href: child.url }] : []));
  return page('classify', query, first, deps, request.signal, { filters, links, order: { kind: 'sort', value: sort } });
}

/** /m/best_sellers: one ranked list, no filters. */
export async function loadBestSellers({ request }: LoaderFunctionArgs, deps: Deps): Promise<ListPageData> {
  const query: TeamQuery = { endpoint: 'bestSellers' };
  const first = await fetchTeamPage(deps.client, query, 1, request.signal);
  return page('best_sellers', query, first, deps, request.signal);
}

/** /m/rank/{rank_type?}/{period}: rank types as filters, the period as the order; an unknown period is not found. */
export async function loadRank({ params, request }: LoaderFunctionArgs, deps: Deps): Promise<ListPageData> {
  const { rank_type, period } = params;
  if (!isRankPeriod(period)) throw await notFoundResponse(deps.client, request.signal);
  const query: TeamQuery = { endpoint: 'rank', period, ...(rank_type ? { rank_type } : {}) };
  const first = await fetchTeamPage(deps.client, query, 1, request.signal);
  const filters = RANK_TYPES.map(
    (type): ListFilter => ({ id: type, label: '', selected: type === rank_type, href: `/m/rank/${type}/${period}`, clearHref: `/m/rank/${period}` }),
  );
  return page('rank', query, first, deps, request.signal, { filters, order: { kind: 'period', value: period } });
}

/**
 * /m/promo, /m/auto_promo, /m/mall.php, /m/buy_again_team: the product list of the page's own
 * sign (chosen: list.php with sign1 = the page, the spec shows no call) and, for promo and mall,
 * the banners of that position.
 */
export function loadCampaignList(kind: 'promo' | 'auto_promo' | 'mall' | 'buy_again_team') {
  return async ({ request }: LoaderFunctionArgs, deps: Deps): Promise<ListPageData> => {
    const sort = sortOf(request);
    const query: TeamQuery = { endpoint: 'list', sign1: kind, ...(sort !== 'default' ? { sort } : {}) };
    const withBanners = kind === 'promo' || kind === 'mall';
    const [first, banners] = await Promise.all([
      fetchTeamPage(deps.client, query, 1, request.signal),
      withBanners ? getBanners(deps.client, { position: kind }, quiet(request.signal)) : Promise.resolve(null),
    ]);
    return page(kind, query, first, deps, request.signal, {
      order: { kind: 'sort', value: sort },
      banners: banners?.ok ? toBannerItems(banners.data.list) : [],
    });
  };
}

/** The campaign lists' loaders, one per route (the route table names them; their module loads on first use). */
export const loadPromoList = loadCampaignList('promo');
export const loadAutoPromoList = loadCampaignList('auto_promo');
export const loadMallList = loadCampaignList('mall');
export const loadBuyAgainList = loadCampaignList('buy_again_team');
