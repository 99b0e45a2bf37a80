import { useCallback, useMemo, type MouseEvent } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { useSession } from '../../../session';
import { useTrackClick } from '../../../tracking/react';
import { useLayoutLoaderData } from '../../shared/layoutData';
import { useShopNavigation } from '../../shared/navigation';
import { CartFullDialog, useGridAddToCart } from '../../flows/addToCart';
import type { HomeData } from './homeData';
import { homeNotices } from './homeNotices';
import { HOME_PRODUCTS_SOURCE, moduleClickStatistics } from './homeStatistics';
import { HomeView } from './HomeView';

/** The home page's container: the loader's content, the session's notices, statistics, add to cart and in-app links. */
export function Home() {
  const data = useLoaderData<HomeData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const trackClick = useTrackClick();
  const { actorRef, add } = useGridAddToCart();

  const isLogin = useSession((s) => s.isLogin);
  // The footer data as the layout's loader loaded it beside this page's (so the notices and the free
  // gift are in the first render, on the server too, and never push the page down when they
  // arrive); the session's copy of the same answer only when the layout runs without its loader.
  // Read from the session as well, the page would render again, synchronously, when the session's
  // machine takes that answer right after hydration, with nothing changed on screen.
  const layout = useLayoutLoaderData();
  const withoutLoader = layout === undefined;
  const sessionGift = useSession((s) => (withoutLoader ? s.new_user_free_gift : null));
  const sessionCoupon = useSession((s) => (withoutLoader ? s.footer_coupon : null));
  const sessionLevel = useSession((s) => (withoutLoader ? s.up_user_level : null));
  const footer = layout?.footer;
  const gift = withoutLoader ? sessionGift : (footer?.new_user_free_gift ?? null);
  const coupon = withoutLoader ? sessionCoupon : (footer?.coupon_notice ?? null);
  const level = withoutLoader ? sessionLevel : (footer?.up_user_level ?? null);
  const notices = useMemo(
    () => homeNotices({ isLogin, new_user_free_gift: gift, footer_coupon: coupon, up_user_level: level }),
    [isLogin, gift, coupon, level],
  );

  const onFollowLink = useCallback(
    (href: string, event: MouseEvent<HTMLElement>) => {
      if (!href.startsWith('/m')) return; // other addresses load as documents
      event.preventDefault();
      navigation.go(href);
    },
    [navigation],
  );

  const content = data.kind === 'ok' ? data : undefined;
  return (
    <>
      <HomeView
        status={content ? 'ready' : 'error'}
        retrying={revalidator.state === 'loading'}
        {...(content
          ? { banners: content.banners, modules: content.modules, promotions: content.promotions, products: content.products }
          : {})}
        notices={notices}
        onRetry={() => void revalidator.revalidate()}
        onModuleClick={(module) => trackClick(moduleClickStatistics(module))}
        productStatistics={HOME_PRODUCTS_SOURCE}
        onAddToCart={(product) => add(product.cartItem)}
        onFollowLink={onFollowLink}
      />
      <CartFullDialog actorRef={actorRef} />
    </>
  );
}
