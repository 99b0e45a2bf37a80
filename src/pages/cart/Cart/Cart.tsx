import { useEffect, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import {
  cartAddbuy,
  cartDelete,
  cartGetRelatedCoupon,
  cartMoveToLike,
  cartReplaceTeamSpec,
  cartUpdateCheckStatus,
  cartUpdateCheckStatusAll,
  cartUpdateQuantity,
  cartUpdateSpecialRemark,
  getCart,
  receiveCoupon,
  type ApiFailure,
  type ApiResult,
  type CartDetail,
} from '../../../api';
import { useApiClient, useSession, useSessionSend } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { createCallQueue } from './cartCallQueue';
import { toCartCoupon, type CartCoupon } from './cartCoupon';
import type { CartLoaderData } from './cartLoader';
import { emptyCart, toCartModel } from './cartModel';
import { cartCount, initialOptimisticCart, optimisticCartReducer, shownCart, type CartChange } from './cartOptimistic';
import { CartView, type CartViewState } from './CartView';
import type { CouponsState } from './CouponsSheet';
import { useCartFailureText } from './useCartFailureText';

/** Where a guest logs in (and comes back to the cart). */
export const CART_LOGIN_PATH = `/m/login.php?redirect=${encodeURIComponent('/m/shop_cart.php')}`;
/** Check out goes to the order confirmation of the selected lines (selection is kept by the server). */
export const CHECKOUT_PATH = '/m/orderconfirm';

/**
 * The cart route: every change shows at once and is sent to the cart call of spec §7, one call
 * after another in the order of the changes (cartCallQueue.ts); a failure rolls that change back
 * and says why in a toast, and each answer's cart count goes to the session.
 */
export function Cart() {
  const data = useLoaderData() as CartLoaderData;
  const client = useApiClient();
  const send = useSessionSend();
  const isLogin = useSession((s) => s.isLogin);
  const navigation = useShopNavigation();
  const revalidator = useRevalidator();
  const failureText = useCartFailureText();
  const [state, dispatch] = useReducer(optimisticCartReducer, data.kind === 'ok' ? data.cart : emptyCart, initialOptimisticCart);
  const [coupons, setCoupons] = useState<CouponsState>({ status: 'closed' });
  const [now] = useState(() => Date.now());
  const seq = useRef(0);
  const [enqueue] = useState(createCallQueue);

  // A reload (retry, revalidation) brings a fresh cart.
  useEffect(() => {
    if (data.kind !== 'ok') return;
    dispatch({ type: 'replace', cart: data.cart });
    send({ type: 'cart.count', count: cartCount(data.cart) });
  }, [data, send]);

  const fail = (failure: ApiFailure) => {
    if (failure.kind === 'cancelled') return;
    if (failure.kind === 'login') {
      navigation.go(failure.loginLink ?? CART_LOGIN_PATH);
      return;
    }
    send({ type: 'toast.show', text: failureText(failure), tone: 'danger' });
  };

  const run = (change: CartChange, call: () => Promise<ApiResult<{ data: CartDetail }>>) => {
    seq.current += 1;
    const id = seq.current;
    dispatch({ type: 'start', id, change });
    enqueue(async () => {
      const result = await call();
      if (!result.ok) {
        dispatch({ type: 'fail', id });
        fail(result);
        return;
      }
      const cart = toCartModel(result.data);
      dispatch({ type: 'succeed', id, cart });
      send({ type: 'cart.count', count: cartCount(cart) });
    });
  };

  const opts = { suppressToast: true } as const;

  const loadCoupons = () => {
    setCoupons({ status: 'loading' });
    const selected = shownCart(state).lines.filter((line) => line.selected).map((line) => line.cartId);
    void cartGetRelatedCoupon(client, { cart_ids: selected }, opts).then((result) => {
      if (result.ok) {
        setCoupons({ status: 'ok', coupons: result.data.list.map(toCartCoupon).filter((c): c is CartCoupon => c !== null) });
      } else if (result.kind !== 'cancelled') {
        setCoupons({ status: 'error', message: result.message ?? null });
      }
    });
  };

  const setCouponState = (couponId: string, couponState: CartCoupon['state']) =>
    setCoupons((current) =>
      current.status === 'ok'
        ? { ...current, coupons: current.coupons.map((c) => (c.id === couponId ? { ...c, state: couponState } : c)) }
        : current,
    );

  const claimCoupon = (couponId: string) => {
    setCouponState(couponId, 'claiming');
    void receiveCoupon(client, { coupon_id: couponId }, opts).then((result) => {
      setCouponState(couponId, result.ok ? 'usable' : 'claimable');
      if (!result.ok) fail(result);
    });
  };

  const viewState: CartViewState =
    revalidator.state === 'loading'
      ? { status: 'loading' }
      : data.kind === 'ok'
        ? { status: 'ready', cart: shownCart(state) }
        : data.kind === 'login'
          ? { status: 'login' }
          : { status: 'error', message: data.message };

  return (
    <CartView
      state={viewState}
      isLogin={isLogin}
      now={now}
      onLogin={() => navigation.go(CART_LOGIN_PATH)}
      onRetry={() => void revalidator.revalidate()}
      onShop={() => navigation.go('/m')}
      onCheckout={() => navigation.go(CHECKOUT_PATH)}
      onOpenProduct={(href: string, event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        navigation.go(href);
      }}
      onQuantity={(cartId, quantity) =>
        run({ kind: 'quantity', cartId, quantity }, () => cartUpdateQuantity(client, { cart_id: cartId, quantity }, opts))
      }
      onSelect={(cartId, selected) =>
        run({ kind: 'select', cartId, selected }, () => cartUpdateCheckStatus(client, { cart_id: cartId, selected: selected ? 1 : 0 }, opts))
      }
      onSelectAll={(selected) =>
        run({ kind: 'selectAll', selected }, () => cartUpdateCheckStatusAll(client, { selected: selected ? 1 : 0 }, opts))
      }
      onDelete={(cartIds) => run({ kind: 'remove', cartIds }, () => cartDelete(client, { cart_ids: cartIds }, opts))}
      onMoveToFavourites={(cartIds) => run({ kind: 'remove', cartIds }, () => cartMoveToLike(client, { cart_ids: cartIds }, opts))}
      onSaveRemark={(cartId, remark) =>
        run({ kind: 'remark', cartId, remark }, () => cartUpdateSpecialRemark(client, { cart_id: cartId, special_remark: remark }, opts))
      }
      onReplaceSpec={(cartId, teamId, specName) =>
        run({ kind: 'spec', cartId, teamId, specName }, () => cartReplaceTeamSpec(client, { cart_id: cartId, team_id: teamId }, opts))
      }
      onAddbuy={(promotionId, teamId) =>
        // addbuy answers only the cart count: the cart with its new line is read after it.
        run({ kind: 'addbuy', teamId }, async () => {
          const added = await cartAddbuy(client, { team_id: teamId, quantity: 1, promotion_mgr_id: promotionId }, opts);
          return added.ok ? getCart(client, {}, opts) : added;
        })
      }
      coupons={coupons}
      onOpenCoupons={loadCoupons}
      onRetryCoupons={loadCoupons}
      onCloseCoupons={() => setCoupons({ status: 'closed' })}
      onClaimCoupon={claimCoupon}
    />
  );
}
