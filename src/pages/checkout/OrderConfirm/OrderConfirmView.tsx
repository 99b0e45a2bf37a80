import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderConfirm } from '../../../api';
import { AddressCard } from '../../../components/AddressCard';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Icon } from '../../../components/Icon';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { ListRow } from '../../../components/ListRow';
import { Price } from '../../../components/Price';
import { RadioGroup } from '../../../components/Radio';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { StickyActionBar } from '../../../components/StickyActionBar';
import { Switch } from '../../../components/Switch';
import { Text } from '../../../components/Text';
import { TopBar } from '../../../components/TopBar';
import { formatCount } from '../../../format/counts';
import { formatMoney } from '../../../format/money';
import { useLocale } from '../../../i18n/useLocale';
import { CARD_METHOD } from '../../../machines/checkout';
import { StackList } from '../../shared/lists.styles';
import { Page } from '../shared/checkout.styles';
import { BookingDepositSection } from './BookingDepositSection';
import { CardForm } from './CardForm';
import type { CardErrors, CardField, CardValues } from './cardValues';
import { CouponSheet } from './CouponSheet';
import { ChooseRow, ChooseValue, PayAlert, PayTotal } from './OrderConfirmView.styles';

export type OrderConfirmViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly data: OrderConfirm };

export interface OrderConfirmViewProps {
  state: OrderConfirmViewState;
  onRetry: () => void;
  onBack?: () => void;
  /** No address yet, or the shopper wants another one. */
  onChangeAddress: () => void;
  /** An empty order: back to the cart. */
  onGoToCart: () => void;
  couponId: string | null;
  onCouponChange: (couponId: string | null) => void;
  /** The totals are being worked out again for a new coupon or the points choice. */
  quoting?: boolean;
  /** Pay part of the order with points (the quote shows what they take off). */
  usePoints?: boolean;
  onUsePointsChange?: (use: boolean) => void;
  paymentMethod: string;
  onPaymentMethodChange: (method: string) => void;
  card: CardValues;
  onCardChange: (field: CardField, value: string) => void;
  cardErrors?: CardErrors;
  onPay: () => void;
  /** Tokenising, placing or paying: the Pay button spins and ignores taps. */
  paying?: boolean;
  /** Why the last payment did not go through; shown with a Try again button. */
  payFailure?: string | null;
  /** Stories: start with the coupon sheet open. */
  initialCouponSheetOpen?: boolean;
}

/**
 * Order confirm (spec §2 "order confirm"): the delivery address, the items, a coupon, points, the
 * payment method with card entry, the totals and Pay; for a booking, the appointment and its
 * deposit instead of the address, items, coupon and points. Pure: the container runs the checkout machine.
 */
export function OrderConfirmView(props: OrderConfirmViewProps) {
  const { t } = useTranslation('checkout');
  const { state, onBack, onRetry } = props;
  return (
    <Page aria-busy={state.status === 'loading' || undefined}>
      <TopBar title={t('confirm.title')} {...(onBack ? { onBack } : {})} />
      {state.status === 'loading' && (
        <Section>
          <Skeleton variant="card" label={t('confirm.loading')} />
          <Skeleton variant="text" lines={4} announce={false} />
        </Section>
      )}
      {state.status === 'error' && (
        <ErrorState
          onRetry={onRetry}
          retrying={state.retrying ?? false}
          title={t('confirm.errorTitle')}
          {...(state.message ? { message: state.message } : {})}
        />
      )}
      {state.status === 'ready' &&
        (state.data.items.length === 0 && !state.data.booking ? (
          <EmptyState
            icon="cart"
            title={t('confirm.emptyTitle')}
            description={t('confirm.emptyDescription')}
            actionLabel={t('confirm.goToCart')}
            onAction={props.onGoToCart}
          />
        ) : (
          <ReadyContent {...props} data={state.data} />
        ))}
    </Page>
  );
}

function ReadyContent({
  data,
  onChangeAddress,
  couponId,
  onCouponChange,
  quoting = false,
  usePoints = false,
  onUsePointsChange,
  paymentMethod,
  onPaymentMethodChange,
  card,
  onCardChange,
  cardErrors,
  onPay,
  paying = false,
  payFailure,
  initialCouponSheetOpen = false,
}: OrderConfirmViewProps & { data: OrderConfirm }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [sheetOpen, setSheetOpen] = useState(initialCouponSheetOpen);
  const coupon = data.coupons.find((c) => c.id === couponId);
  const address = data.address;
  const usable = data.coupons.filter((c) => c.money <= data.goods_total).length;
  const booking = data.booking;
  const canPay = (address != null || booking != null) && paymentMethod !== '' && !quoting;
  return (
    <>
      {booking ? (
        <BookingDepositSection booking={booking} />
      ) : (
        <>
      <Section
        title={t('address.title')}
        headingId="checkout-address"
        action={
          <Button variant="text" size="md" onClick={onChangeAddress} aria-describedby="checkout-address">
            {address ? t('address.change') : t('address.add')}
          </Button>
        }
      >
        {address ? (
          <AddressCard
            recipient={address.name}
            phone={address.phone}
            lines={[address.address, [address.province, address.postcode].filter(Boolean).join(' ')].filter((line) => line !== '')}
          />
        ) : (
          <Text tone="danger">{t('address.missing')}</Text>
        )}
      </Section>

      <Section title={t('items.title', { count: data.items.length })} headingId="checkout-items">
        <StackList>
          {data.items.map((item) => (
            <li key={item.team_id}>
              <ListRow
                imageSrc={item.image1}
                title={item.product}
                titleLines={2}
                subtitle={t('items.quantity', { count: item.quantity })}
                trailing={<Price amount={item.price} size="sm" />}
              />
            </li>
          ))}
        </StackList>
      </Section>

      <Section>
        <ChooseRow type="button" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
          <Text as="span" variant="bodyStrong">
            {t('coupons.title')}
          </Text>
          <ChooseValue>
            {coupon ? coupon.title : t('coupons.available', { count: usable })}
            <Icon name="chevron" size={16} />
          </ChooseValue>
        </ChooseRow>
      </Section>
      <CouponSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        coupons={data.coupons}
        goodsTotal={data.goods_total}
        value={couponId}
        onChange={onCouponChange}
      />
        </>
      )}

      {data.points && !booking && (
        <Section title={t('points.title')} headingId="checkout-points">
          <Switch
            label={t('points.use', { points: formatCount(data.points.usable, locale), amount: formatMoney(data.points.deduction, locale) })}
            hint={data.points.usable > 0 ? t('points.balance', { points: formatCount(data.points.balance, locale) }) : t('points.none')}
            checked={usePoints && data.points.usable > 0}
            disabled={data.points.usable <= 0 || quoting || paying}
            onChange={(use) => onUsePointsChange?.(use)}
          />
        </Section>
      )}

      <Section>
        <RadioGroup
          legend={t('method.legend')}
          name="checkout-payment-method"
          value={paymentMethod}
          onChange={onPaymentMethodChange}
          disabled={paying}
          options={data.payment_methods.map((method) => ({
            value: method.code,
            label: method.name,
            disabled: !method.enabled,
            ...(!method.enabled ? { hint: t('method.unavailable') } : {}),
          }))}
        />
        {paymentMethod === CARD_METHOD && <CardForm values={card} onChange={onCardChange} disabled={paying} {...(cardErrors ? { errors: cardErrors } : {})} />}
      </Section>

      <Section title={t('summary.title')} headingId="checkout-summary" aria-busy={quoting || undefined}>
        {booking ? (
          <KeyValueList>
            <KeyValueRow label={t('booking.depositNow')} value={formatMoney(data.pay_total, locale)} />
            <KeyValueRow label={t('booking.atStore')} value={formatMoney(booking.final_payment, locale)} />
          </KeyValueList>
        ) : (
          <KeyValueList>
            <KeyValueRow label={t('summary.goods')} value={formatMoney(data.goods_total, locale)} />
            <KeyValueRow label={t('summary.shipping')} value={data.shipping_fee > 0 ? formatMoney(data.shipping_fee, locale) : t('summary.freeShipping')} />
            <KeyValueRow label={t('summary.discount')} value={`−${formatMoney(data.discount, locale)}`} />
            {data.points?.used && <KeyValueRow label={t('points.line')} value={`−${formatMoney(data.points.deduction, locale)}`} />}
          </KeyValueList>
        )}
      </Section>

      {payFailure && (
        <PayAlert role="alert">
          <Text as="span" tone="danger">
            {payFailure}
          </Text>
          <Button variant="outline" size="md" onClick={onPay} disabled={paying}>
            {t('pay.tryAgain')}
          </Button>
        </PayAlert>
      )}

      <StickyActionBar
        elevation="shadow"
        summary={
          <PayTotal>
            <span>{t('pay.total')}</span>
            <Price amount={data.pay_total} size="md" />
          </PayTotal>
        }
      >
        <Button size="lg" loading={paying} disabled={!canPay} onClick={onPay}>
          {t('pay.button')}
        </Button>
      </StickyActionBar>
    </>
  );
}
