import { useCallback, type MouseEvent } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { CartFullDialog } from '../../flows/addToCart';
import { useGridAddToCart } from '../../shared/addToCart';
import { loginAddress } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';
import type { ShopProduct } from '../../shared/product/shopProduct';
import type { CentreData } from './centreLoader';
import { CENTRE_PATH } from './centreLinks';
import { CentreView } from './CentreView';

/** The centre (spec §2 route name centre) as the referrer of its recommended cards' click statistics. */
const CENTRE_STATISTICS = { referFrom: 'centre', referFromId: 'recommended' } as const;

/** The account centre's container: its links route in-app; a guest signs in and comes back here. */
export function Centre() {
  const data = useLoaderData<CentreData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const { actorRef, add } = useGridAddToCart();

  const onNavigate = useCallback(
    (href: string, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigation.go(href);
    },
    [navigation],
  );

  return (
    <>
      <CentreView
        status={data.kind === 'ok' ? 'ready' : data.kind}
        {...(data.kind === 'ok' ? { account: data.account } : {})}
        recommended={data.recommended}
        statistics={CENTRE_STATISTICS}
        retrying={revalidator.state === 'loading'}
        onRetry={() => void revalidator.revalidate()}
        onLogin={() => navigation.go(loginAddress(CENTRE_PATH))}
        onNavigate={onNavigate}
        onOpenProduct={(product: ShopProduct, event) => onNavigate(product.href, event)}
        onAddToCart={(product) => add(product.cartItem)}
      />
      <CartFullDialog actorRef={actorRef} />
    </>
  );
}
