import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../../api';
import { Button } from '../../../components/Button';
import { CouponCard } from '../../../components/CouponCard';
import { ErrorState } from '../../../components/ErrorState';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { TopBar } from '../../../components/TopBar';
import { Page } from '../shared/checkout.styles';
import { ResultPanel } from '../shared/ResultPanel';
import { CouponList } from './PaidSentCouponView.styles';

export type PaidSentCouponViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly orderId: string; readonly coupons: readonly Coupon[] };

export interface PaidSentCouponViewProps {
  state: PaidSentCouponViewState;
  /** The current time (injected, never read from the clock here). */
  now: number;
  onRetry: () => void;
  onUseCoupon: (coupon: Coupon) => void;
  onMyCoupons: () => void;
  onContinueShopping: () => void;
}

/** After paying (/m/order_paid_sent_coupon): the order is paid and these coupons were sent. Pure. */
export function PaidSentCouponView({ state, now, onRetry, onUseCoupon, onMyCoupons, onContinueShopping }: PaidSentCouponViewProps) {
  const { t } = useTranslation('checkout');
  return (
    <Page aria-busy={state.status === 'loading' || undefined}>
      <TopBar title={t('sentCoupon.pageTitle')} titleAs="p" />
      {state.status === 'loading' && (
        <Section>
          <Skeleton variant="card" label={t('result.loading')} />
          <Skeleton variant="card" announce={false} />
        </Section>
      )}
      {state.status === 'error' && (
        <ErrorState onRetry={onRetry} retrying={state.retrying ?? false} headingLevel={1} {...(state.message ? { message: state.message } : {})} />
      )}
      {state.status === 'ready' && (
        <>
          <ResultPanel
            tone="success"
            icon="gift"
            title={t('sentCoupon.title')}
            message={t('sentCoupon.orderPaid', { orderId: state.orderId })}
            actions={
              <>
                <Button fullWidth onClick={onContinueShopping}>
                  {t('result.continueShopping')}
                </Button>
                <Button variant="outline" fullWidth onClick={onMyCoupons}>
                  {t('sentCoupon.myCoupons')}
                </Button>
              </>
            }
          />
          <Section title={t('sentCoupon.listTitle', { count: state.coupons.length })} headingId="sent-coupons">
            {state.coupons.length === 0 ? (
              <Text tone="muted">{t('sentCoupon.none')}</Text>
            ) : (
              <CouponList>
                {state.coupons.map((coupon) => (
                  <li key={coupon.id}>
                    <CouponCard
                      type={coupon.coupon_type}
                      value={coupon.coupon_value}
                      state="usable"
                      title={coupon.title}
                      minSpend={coupon.money}
                      {...(coupon.start_time ? { startsAt: coupon.start_time } : {})}
                      endsAt={coupon.end_time ?? now}
                      now={now}
                      onUse={() => onUseCoupon(coupon)}
                    />
                  </li>
                ))}
              </CouponList>
            )}
          </Section>
        </>
      )}
    </Page>
  );
}
