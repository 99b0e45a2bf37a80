import { useState, type ReactElement } from 'react';
import { PostForm } from '../../../forms/PostForm';
import { clickRanIt, FOLLOW_BRAND_INTENT } from './brandForms';
import { useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { followBrand, type Review } from '../../../api';
import { LOGIN_PATH } from '../../../machines/addToCart/addToCart.types';
import { useApiClient, useSession, useSessionSend } from '../../../session';
import type { TeamPageResult, TeamQuery } from '../../lists/shared/teamPages';
import { useInfiniteProducts } from '../../lists/shared/useInfiniteProducts';
import { CartFullDialog } from '../../flows/addToCart';
import { useGridAddToCart } from '../../shared/addToCart';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { BrandDirectoryView } from './BrandDirectoryView';
import { brandCategoryHref, brandTabHref, CATEGORY_PARAM, isBrandTab, type BrandFlagshipData, type BrandPageData, type BrandTab } from './brandPageData';
import { BrandPageView, type BrandNavLink } from './BrandPageView';
import { fetchBrandReviewPage, reviewKey } from './brandReviewPages';

/** The brand route's name (spec §2), the referrer of its cards' click statistics. */
const BRAND_ROUTE_NAME = 'brand';

const NO_PAGE: TeamPageResult = { ok: true, products: [], page: 1, hasMore: false };
const NO_REVIEWS: PageResult<Review> = { ok: true, items: [], page: 1, hasMore: false };

interface FollowState {
  readonly source: BrandFlagshipData;
  readonly following: boolean;
  readonly count: number;
  readonly pending: boolean;
}

function followFrom(source: BrandFlagshipData): FollowState {
  const brand = source.home.ok ? source.home.brand : null;
  return { source, following: brand?.is_following ?? false, count: brand?.following_count ?? 0, pending: false };
}

/** /m/brand/{sign?}/{tab?}: the directory without a sign, otherwise the flagship. */
export function BrandPage() {
  const data = useLoaderData<BrandPageData>();
  return data.kind === 'directory' ? <BrandDirectory data={data} /> : <BrandFlagship data={data} />;
}

function BrandDirectory({ data }: { data: Extract<BrandPageData, { kind: 'directory' }> }) {
  const revalidator = useRevalidator();
  const shop = useShopNavigation();
  return (
    <BrandDirectoryView
      brands={data.brands.ok ? data.brands.list : null}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
      onOpenBrand={(href, event) => {
        event.preventDefault();
        shop.go(href);
      }}
    />
  );
}

/**
 * The flagship's container: follow (guests go to login; the count comes from the answer and the
 * session's brand info follows), the tabs and the chosen category as addresses, the next pages of
 * the product, category and review tabs, add to cart through the addToCart flow, the brand
 * navigation from the session (the layout fetches it).
 */
function BrandFlagship({ data }: { data: BrandFlagshipData }) {
  const client = useApiClient();
  const send = useSessionSend();
  const isLogin = useSession((s) => s.isLogin);
  const brandInfo = useSession((s) => s.brandInfo);
  const brandNav = useSession((s) => s.brandNav);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const shop = useShopNavigation();
  const cart = useGridAddToCart();
  const more = useInfiniteProducts(data.products?.first ?? NO_PAGE, data.products?.query ?? ({ endpoint: 'brandProducts', sign: data.sign } satisfies TeamQuery));
  const reviewPages = useInfinitePages(
    data.reviews?.ok ? data.reviews.first : NO_REVIEWS,
    (page, signal) => fetchBrandReviewPage(client, data.sign, page, signal),
    { keyOf: reviewKey },
  );

  const [follow, setFollow] = useState(() => followFrom(data));
  const current = follow.source === data ? follow : followFrom(data);
  if (current !== follow) setFollow(current);

  const toggleFollow = (wanted: boolean) => {
    if (!isLogin) {
      shop.go(LOGIN_PATH);
      return;
    }
    if (!data.home.ok || current.pending) return;
    const brand = data.home.brand;
    setFollow({ ...current, pending: true });
    void followBrand(client, { brand_id: brand.brand_id, action: wanted ? 'follow' : 'unfollow' }).then((result) => {
      setFollow((now) => {
        if (now.source !== data) return now;
        return result.ok ? { ...now, following: result.data.is_following, count: result.data.following_count, pending: false } : { ...now, pending: false };
      });
      if (result.ok && brandInfo?.sign === data.sign) {
        send({
          type: 'layout.brandInfo',
          brandInfo: { ...brandInfo, is_following: result.data.is_following, following_count: result.data.following_count },
          brandNav,
        });
      }
    });
  };

  const tabLabels: Partial<Record<BrandTab, string>> = {};
  const navLinks: BrandNavLink[] = [];
  if (brandInfo?.sign === data.sign) {
    for (const item of brandNav) {
      if (isBrandTab(item.type)) tabLabels[item.type] = item.name;
      else if (item.url) navLinks.push({ id: item.id, label: item.name, href: item.url });
    }
  }

  const base = `/m/brand/${data.sign}`;
  const target = navigation.state === 'loading' ? navigation.location : null;
  const toThisBrand = target !== null && (target.pathname === base || target.pathname.startsWith(`${base}/`));
  // Another category of the category tab: the chips stay, the products load.
  const changingCategory = toThisBrand && data.tab === 'category' && target.pathname === brandTabHref(data.sign, 'category');
  const switching = toThisBrand && !changingCategory;
  const targetSegment = target && target.pathname !== base ? target.pathname.slice(base.length + 1) : 'default';
  const targetTab: BrandTab | null = isBrandTab(targetSegment) ? targetSegment : null;
  const selectedCategory = changingCategory ? (new URLSearchParams(target.search).get(CATEGORY_PARAM) ?? undefined) : data.category;
  const home = data.home.ok ? data.home : null;
  const reviews = data.reviews
    ? data.reviews.ok
      ? { ok: true as const, list: reviewPages.items, ...(data.reviews.score !== undefined ? { score: data.reviews.score } : {}) }
      : { ok: false as const }
    : undefined;
  const list = data.tab === 'review' ? reviewPages : { status: more.status, loadMore: more.loadMore };
  const open = (href: string, event: { preventDefault: () => void }) => {
    event.preventDefault();
    shop.go(href);
  };

  return (
    <>
      <BrandPageView
        statistics={{ referFrom: BRAND_ROUTE_NAME, referFromId: data.category ? `${data.sign}/${data.category}` : data.sign }}
        state={switching ? 'loading' : home ? 'ready' : 'error'}
        tab={switching ? (targetTab ?? data.tab) : data.tab}
        onTabChange={(tab) => shop.go(brandTabHref(data.sign, tab))}
        {...(home
          ? {
              brand: {
                name: home.brand.name,
                logoUrl: home.brand.logo ?? '',
                ...(home.brand.summary ? { summary: home.brand.summary } : {}),
                following: current.following,
                followingCount: current.count,
              },
            }
          : {})}
        followPending={current.pending}
        onToggleFollow={toggleFollow}
        {...(home
          ? {
              followForm: (button: ReactElement) => (
                <PostForm
                  intent={FOLLOW_BRAND_INTENT}
                  formKey={home.brand.brand_id}
                  fields={{ brand_id: home.brand.brand_id, follow: current.following ? 'unfollow' : 'follow' }}
                  onSubmit={clickRanIt}
                  inline
                >
                  {button}
                </PostForm>
              ),
            }
          : {})}
        tabLabels={tabLabels}
        navLinks={navLinks}
        modules={home?.modules ?? []}
        teams={home?.teams ?? []}
        products={more.products}
        productsFailed={data.products?.first.ok === false}
        productsLoading={changingCategory}
        categories={data.categories ?? []}
        {...(selectedCategory ? { selectedCategory } : {})}
        onCategoryChange={(categoryId) => shop.go(brandCategoryHref(data.sign, categoryId))}
        moreStatus={list.status}
        onLoadMore={list.loadMore}
        {...(reviews ? { reviews } : {})}
        onRetry={() => void revalidator.revalidate()}
        retrying={revalidator.state === 'loading'}
        onOpenLink={open}
        onOpenProduct={(product, event) => open(product.href, event)}
        onAddToCart={(product) => cart.add(product.cartItem)}
      />
      <CartFullDialog actorRef={cart.actorRef} />
    </>
  );
}
