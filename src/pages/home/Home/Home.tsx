import { useCallback, useMemo, type MouseEvent } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { useSession } from '../../../session';
import { useTrackClick } from '../../../tracking/react';
import { useFooterValue } from '../../shared/layoutData';
import { useShopNavigation } from '../../shared/navigation';
import { CartFullDialog } from '../../flows/addToCart';
import { useGridAddToCart } from '../../shared/addToCart';
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
  // The footer answer's notices, in the first render (on the server too), so they never push the
  // page down when they arrive.
  const gift = useFooterValue((footer) => footer.new_user_free_gift, (s) => s.new_user_free_gift);
  const coupon = useFooterValue((footer) => footer.coupon_notice, (s) => s.footer_coupon);
  const level = useFooterValue((footer) => footer.up_user_level, (s) => s.up_user_level);
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
