import { useCallback, type MouseEvent } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { CartFullDialog } from '../../flows/addToCart';
import { useGridAddToCart } from '../../shared/addToCart';
import { useShopNavigation } from '../../shared/navigation';
import type { ShopProduct } from '../../shared/product/shopProduct';
import type { SimilarProductsData } from './similarProductsLoader';
import { SimilarProductsView } from './SimilarProductsView';

/** The page (spec §2 route name account-similar_pro) as the referrer of its cards' click statistics. */
const SIMILAR_STATISTICS = { referFrom: 'account-similar_pro' } as const;

/** Similar products' container: cards route in-app and add to the cart through the add-to-cart flow. */
export function SimilarProducts() {
  const data = useLoaderData<SimilarProductsData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const { actorRef, add } = useGridAddToCart();
  const onOpenProduct = useCallback(
    (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigation.go(product.href);
    },
    [navigation],
  );
  return (
    <>
      <SimilarProductsView
        status={data.kind === 'ok' ? 'ready' : data.kind}
        statistics={data.kind === 'ok' ? { ...SIMILAR_STATISTICS, referFromId: data.product.id } : SIMILAR_STATISTICS}
        retrying={revalidator.state === 'loading'}
        {...(data.kind === 'ok' ? { product: data.product, similar: data.similar } : {})}
        onRetry={() => void revalidator.revalidate()}
        onBestSellers={() => navigation.go('/m/best_sellers')}
        onHome={() => navigation.go('/m')}
        onOpenProduct={onOpenProduct}
        onAddToCart={(product) => add(product.cartItem)}
      />
      <CartFullDialog actorRef={actorRef} />
    </>
  );
}
