import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useRevalidator } from 'react-router';
import { confirmOrder, type OrderConfirm as OrderConfirmData } from '../../../api';
import { useLocale } from '../../../i18n/useLocale';
import { CARD_METHOD, checkoutMachine, createCheckoutActors, type CheckoutFailure } from '../../../machines/checkout';
import { useApiClient, useSessionSend } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { cardErrors as checkCard, EMPTY_CARD, type CardErrors, type CardValues } from './cardValues';
import { confirmParams } from './orderQuery';
import { OrderConfirmView, type OrderConfirmViewState } from './OrderConfirmView';
import type { OrderConfirmLoaderData } from './orderConfirmLoader';

/** Where "add / change address" goes: the settings page's addresses, with this checkout as the way back. */
export const ADDRESS_PATH = '/m/account/setting.php';
const addressPathBackTo = (checkout: string) => `${ADDRESS_PATH}?redirect=${encodeURIComponent(checkout)}#addresses`;
export const CART_PATH = '/m/shop_cart.php';

function firstEnabled(data: OrderConfirmData | null): string {
  return data?.payment_methods.find((method) => method.enabled)?.code ?? '';
}

/** The orderconfirm route: loader data, coupon re-quotes and the checkout machine. */
export function OrderConfirm() {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const loaded = useLoaderData() as OrderConfirmLoaderData;
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const location = useLocation();
  const client = useApiClient();

  const [quote, setQuote] = useState<OrderConfirmData | null>(loaded.confirm.ok ? loaded.confirm.data : null);
  const [couponId, setCouponId] = useState<string | null>(loaded.query.couponId ?? null);
  const [usePoints, setUsePoints] = useState(false);
  const [quoting, setQuoting] = useState(false);
  const [method, setMethod] = useState(() => firstEnabled(quote));
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors | undefined>(undefined);
  const quoteAbort = useRef<AbortController | null>(null);

  // A revalidation (retry) brings new loader data: take it over while rendering.
  const [seen, setSeen] = useState(loaded);
  if (seen !== loaded) {
    const next = loaded.confirm.ok ? loaded.confirm.data : null;
    setSeen(loaded);
    setQuote(next);
    // The reloaded quote is priced without points.
    setUsePoints(false);
    if (method === '') setMethod(firstEnabled(next));
  }

  const machine = useMemo(() => checkoutMachine.provide({ actors: createCheckoutActors(client) }), [client]);
  const actorRef = useActorRef(machine);
  const paying = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy') || snapshot.status === 'done');
  const failure = useSelector(actorRef, (snapshot) => snapshot.context.failure);
  const sendSession = useSessionSend();
  useEffect(() => {
    const subscription = actorRef.on('*', (event) => {
      if (event.type === 'navigate') navigation.go(event.to);
      // The order took its lines out of the cart: the cart count follows the server's.
      else if (event.type === 'ordered') {
        if (event.cartCount !== null) sendSession({ type: 'cart.count', count: event.cartCount });
      } else navigation.go('/m/404');
    });
    return () => subscription.unsubscribe();
  }, [actorRef, navigation, sendSession]);

  // A new coupon or points choice is priced again; a failed quote puts both choices back.
  const requote = (next: { couponId: string | null; usePoints: boolean }) => {
    const previous = { couponId, usePoints };
    setCouponId(next.couponId);
    setUsePoints(next.usePoints);
    quoteAbort.current?.abort();
    const controller = new AbortController();
    quoteAbort.current = controller;
    setQuoting(true);
    void confirmOrder(client, confirmParams(loaded.query, next.couponId, next.usePoints), { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setQuoting(false);
      if (result.ok) {
        setQuote(result.data);
        setUsePoints(next.usePoints && result.data.points?.used === true);
      } else {
        setCouponId(previous.couponId);
        setUsePoints(previous.usePoints);
      }
    });
  };

  const pay = () => {
    const addressId = quote?.address?.id;
    const bookingId = quote?.booking?.booking_id;
    if (addressId === undefined && bookingId === undefined) return;
    if (method === CARD_METHOD) {
      const found = checkCard(card, locale);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    actorRef.send({
      type: 'pay',
      order: {
        ...(loaded.query.cartIds ? { cartIds: loaded.query.cartIds } : {}),
        ...(loaded.query.teamId !== undefined ? { teamId: loaded.query.teamId } : {}),
        ...(loaded.query.quantity !== undefined ? { quantity: loaded.query.quantity } : {}),
        ...(addressId !== undefined ? { addressId } : {}),
        ...(bookingId !== undefined ? { bookingId } : {}),
        ...(couponId ? { couponId } : {}),
        ...(usePoints ? { usePoints: true } : {}),
        paymentMethod: method,
      },
      ...(method === CARD_METHOD
        ? { card: { cardNumber: card.cardNumber, expiry: card.expiry, securityCode: card.securityCode, ...(card.holderName ? { holderName: card.holderName } : {}) } }
        : {}),
    });
  };

  const state: OrderConfirmViewState = quote
    ? { status: 'ready', data: quote }
    : {
        status: 'error',
        retrying: revalidator.state === 'loading',
        ...(!loaded.confirm.ok && loaded.confirm.failure.message ? { message: loaded.confirm.failure.message } : {}),
      };

  return (
    <OrderConfirmView
      state={state}
      onRetry={() => void revalidator.revalidate()}
      onBack={navigation.back}
      onChangeAddress={() => navigation.go(addressPathBackTo(`${location.pathname}${location.search}`))}
      onGoToCart={() => navigation.go(CART_PATH)}
      couponId={couponId}
      onCouponChange={(next) => requote({ couponId: next, usePoints })}
      usePoints={usePoints}
      onUsePointsChange={(use) => requote({ couponId, usePoints: use })}
      quoting={quoting}
      paymentMethod={method}
      onPaymentMethodChange={setMethod}
      card={card}
      onCardChange={(field, value) => {
        setCard((current) => ({ ...current, [field]: value }));
        setErrors(undefined);
      }}
      {...(errors ? { cardErrors: errors } : {})}
      onPay={pay}
      paying={paying}
      payFailure={failureText(failure, t)}
    />
  );
}

function failureText(failure: CheckoutFailure | null, t: (key: string) => string): string | null {
  if (!failure) return null;
  if (failure.kind === 'declined') return t('pay.declined');
  if ('message' in failure && failure.message) return failure.message;
  if (failure.kind === 'timeout' || failure.kind === 'network') return t('pay.noAnswer');
  return t('pay.failed');
}

export default OrderConfirm;
