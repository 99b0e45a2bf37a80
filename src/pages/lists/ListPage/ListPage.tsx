import { useLoaderData, useLocation, useMatches, useNavigation, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { useInfiniteProducts } from '../shared/useInfiniteProducts';
import { CartFullDialog } from '../../flows/addToCart';
import { useGridAddToCart } from '../../shared/addToCart';
import type { ListPageData } from './listPageData';
import { listStatisticsSource, routeNameOf } from './listStatistics';
import { ListPageView } from './ListPageView';

/** The address for another order: the `sort` query (kept with the others), or a rank's period segment. */
function orderHref(data: ListPageData, pathname: string, search: string, value: string): string {
  if (data.order?.kind === 'period' && data.query.endpoint === 'rank') {
    return `/m/rank/${data.query.rank_type ? `${data.query.rank_type}/` : ''}${value}`;
  }
  const query = new URLSearchParams(search);
  if (value === 'default') query.delete('sort');
  else query.set('sort', value);
  const text = query.toString();
  return `${pathname}${text ? `?${text}` : ''}`;
}

/**
 * The list family's container: the loader's first page, the next pages as the shopper scrolls,
 * filters and orders as addresses (the loader runs again), add to cart through the addToCart flow,
 * and the cards' click statistics with the route's name and the list's signs as the referrer.
 */
export function ListPage() {
  const data = useLoaderData<ListPageData>();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const shop = useShopNavigation();
  const { products, status, loadMore } = useInfiniteProducts(data.first, data.query);
  const cart = useGridAddToCart();
  const matches = useMatches();
  const route = matches.findLast((match) => routeNameOf(match.handle) !== undefined);
  const statistics = listStatisticsSource(routeNameOf(route?.handle) ?? data.kind, route?.params ?? {}, location.search);

  const reloading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const state = reloading ? 'loading' : data.first.ok ? 'ready' : 'error';

  return (
    <>
      <ListPageView
        kind={data.kind}
        {...(data.heading ? { heading: data.heading } : {})}
        state={state}
        products={products}
        moreStatus={status}
        onLoadMore={loadMore}
        onRetry={() => void revalidator.revalidate()}
        retrying={revalidator.state === 'loading'}
        filters={data.filters}
        onFilterChange={(filter, selected) => shop.go(selected ? filter.href : filter.clearHref)}
        order={data.order}
        onOrderChange={(value) => shop.go(orderHref(data, location.pathname, location.search, value))}
        banners={data.banners}
        links={data.links}
        onOpenLink={(href, event) => {
          event.preventDefault();
          shop.go(href);
        }}
        onOpenProduct={(product, event) => {
          event.preventDefault();
          shop.go(product.href);
        }}
        onAddToCart={(product) => cart.add(product.cartItem)}
        onBack={() => shop.back()}
        statistics={statistics}
      />
      <CartFullDialog actorRef={cart.actorRef} />
    </>
  );
}
