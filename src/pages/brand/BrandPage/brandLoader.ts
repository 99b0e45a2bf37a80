import type { LoaderFunctionArgs } from 'react-router';
import { getBrandPage, getBrandReviews, getClassify, type ApiClient, type Banner } from '../../../api';
import { notFoundResponse } from '../../shared/notFound/notFoundResponse';
import { toBannerItems } from '../../lists/ListPage/listLoaders';
import { toShopProduct } from '../../shared/product/shopProduct';
import { fetchTeamPage, type TeamQuery } from '../../lists/shared/teamPages';
import { CATEGORY_PARAM, isBrandTab, type BrandCategory, type BrandPageData, type BrandTab } from './brandPageData';
import { toReviewPage } from './brandReviewPages';

/**
 * The brand's categories (chosen): the category tab's modules whose related_type is `category`,
 * the category id in related_id (the brand products call's category_id), the name in title.
 */
export function brandCategoriesOf(modules: readonly Banner[]): BrandCategory[] {
  return modules.flatMap((module) =>
    module.related_type === 'category' && module.related_id != null && module.title ? [{ id: String(module.related_id), label: module.title }] : [],
  );
}

/**
 * /m/brand/{sign?}/{tab?}: the brand page call for the tab and, in parallel, the first page of
 * the product tab's products, the category tab's products (of the category in ?category=, else
 * all the brand's) or the review tab's reviews. No sign: the brand directory. An unknown tab or a
 * notFound answer shows the not-found page; other failures stay values (the page offers a retry).
 */
export async function loadBrandPage({ params, request }: LoaderFunctionArgs, deps: { client: ApiClient }): Promise<BrandPageData> {
  const { client } = deps;
  const signal = request.signal;
  const quiet = { suppressToast: true, signal };
  const { sign } = params;
  if (!sign) {
    const classify = await getClassify(client, {}, quiet);
    return { kind: 'directory', brands: classify.ok ? { ok: true, list: classify.data.brands ?? [] } : { ok: false, failure: classify } };
  }
  const tabParam = params.tab ?? 'default';
  if (!isBrandTab(tabParam)) throw await notFoundResponse(client, signal);
  const tab: BrandTab = tabParam;
  const category = tab === 'category' ? new URL(request.url).searchParams.get(CATEGORY_PARAM) || undefined : undefined;
  const productQuery: TeamQuery = { endpoint: 'brandProducts', sign, ...(category ? { category_id: category } : {}) };
  const [page, products, reviews] = await Promise.all([
    getBrandPage(client, { sign, tab }, quiet),
    tab === 'product' || tab === 'category' ? fetchTeamPage(client, productQuery, 1, signal) : Promise.resolve(null),
    tab === 'review' ? getBrandReviews(client, { sign, page: 1 }, quiet) : Promise.resolve(null),
  ]);
  if (!page.ok && page.kind === 'notFound') throw await notFoundResponse(client, signal);
  return {
    kind: 'flagship',
    sign,
    tab,
    home: page.ok
      ? { ok: true, brand: page.data.brand, modules: toBannerItems(page.data.modules), teams: page.data.teams.map(toShopProduct) }
      : { ok: false, failure: page },
    ...(products ? { products: { query: productQuery, first: products } } : {}),
    ...(tab === 'category' ? { categories: page.ok ? brandCategoriesOf(page.data.modules) : [], ...(category ? { category } : {}) } : {}),
    ...(reviews
      ? {
          reviews: reviews.ok
            ? { ok: true, first: toReviewPage(reviews, 1), ...(reviews.data.score != null ? { score: reviews.data.score } : {}) }
            : { ok: false, failure: reviews },
        }
      : {}),
  };
}
