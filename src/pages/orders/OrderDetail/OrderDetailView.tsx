import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../api';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { Price } from '../../../components/Price';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { StepIndicator } from '../../../components/StepIndicator';
import { formatCount, formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { OrderButtons, OrderConfirmDialog, type ConfirmedAction, type OrderActionId } from '../shared';
import { orderTimeline } from './orderTimeline';
import { AddressBlock, Line, Lines, LineText, Muted } from './OrderDetailView.styles';

/** What the detail shows: skeletons, a failure with retry, or the order. */
export type OrderDetailState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly order: OrderDetail };

export interface OrderDetailViewProps {
  state: OrderDetailState;
  /** Buy again is being sent. */
  busy?: boolean;
  pending?: { readonly action: ConfirmedAction; readonly orderNumber: string } | null;
  confirming?: boolean;
  onAction: (action: OrderActionId) => void;
  onRetry: () => void;
  onBackToList: () => void;
  onConfirm?: () => void;
  onCloseConfirm?: () => void;
}

/**
 * One order (spec §2 /m/my.php?order_id=, chosen): its status and number, the timeline
 * (StepIndicator), the lines, the delivery address, the payment with coupon and points used and
 * the totals, and the actions of its status. Pure.
 */
export function OrderDetailView({ state, busy = false, pending = null, confirming = false, onAction, onRetry, onBackToList, onConfirm, onCloseConfirm }: OrderDetailViewProps) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <Heading level={1} variant="title" id={titleId}>
        {t('detail.title')}
      </Heading>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={3} label={t('list.loading')} />
          <Skeleton variant="image" aspectRatio={3} announce={false} />
        </LoadingBlocks>
      )}
      {state.status === 'error' && (
        <>
          <ErrorState title={t('error.detailTitle')} message={state.message ?? t('error.message')} retrying={state.retrying ?? false} onRetry={onRetry} headingLevel={2} />
          <Button variant="text" size="md" onClick={onBackToList}>
            {t('error.backToList')}
          </Button>
        </>
      )}
      {state.status === 'ready' && <OrderSections order={state.order} busy={busy} onAction={onAction} />}
      <OrderConfirmDialog pending={pending} busy={confirming} onConfirm={onConfirm ?? (() => undefined)} onClose={onCloseConfirm ?? (() => undefined)} />
    </AccountPage>
  );
}

function OrderSections({ order, busy, onAction }: { order: OrderDetail; busy: boolean; onAction: (action: OrderActionId) => void }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const timeline = orderTimeline(order);
  const off = (amount: number | null | undefined) => `−${formatMoney(amount ?? 0, locale)}`;
  const paid = order.status !== 'unpaid' && order.status !== 'cancelled';
  return (
    <>
      <Section>
        <KeyValueList>
          <KeyValueRow label={t('detail.status')} value={order.status_text ?? t(`steps.${order.status}`, { defaultValue: order.status })} emphasis />
          <KeyValueRow label={t('detail.orderNumber')} value={order.order_sn} />
          <KeyValueRow label={t('detail.placedAt')} value={formatDate(order.created_at, locale, 'dateTime')} />
        </KeyValueList>
      </Section>
      <Section title={t('detail.timeline')} id="timeline">
        <StepIndicator
          orientation="vertical"
          label={t('detail.timeline')}
          current={timeline.current}
          steps={timeline.steps.map((step) => ({ id: step.id, label: t(`steps.${step.id}`), ...(step.at ? { timestamp: step.at } : {}) }))}
        />
      </Section>
      <Section title={t('detail.items')}>
        <Lines>
          {order.items.map((item) => (
            <Line key={item.team_id}>
              <img src={item.image1} alt="" width={64} height={64} loading="lazy" />
              <LineText>
                <span>{item.product}</span>
                <Muted>{t('detail.quantity', { count: item.quantity })}</Muted>
              </LineText>
              <Price amount={item.price} size="sm" />
            </Line>
          ))}
        </Lines>
      </Section>
      <Section title={t('detail.address')}>
        {order.address ? (
          <AddressBlock>
            <span>
              {order.address.name} · {order.address.phone}
            </span>
            <span>{[order.address.address, order.address.province, order.address.postcode].filter(Boolean).join(' ')}</span>
          </AddressBlock>
        ) : (
          <Muted>{t('detail.noAddress')}</Muted>
        )}
      </Section>
      <Section title={t('detail.payment')}>
        <KeyValueList>
          {order.payment_method_name && <KeyValueRow label={t('detail.method')} value={order.payment_method_name} />}
          <KeyValueRow label={t('detail.goods')} value={formatMoney(order.goods_total, locale)} />
          {(order.promotion_off ?? 0) > 0 && <KeyValueRow label={t('detail.promotion')} value={off(order.promotion_off)} />}
          {(order.coupon_off ?? 0) > 0 && (
            <KeyValueRow label={order.coupon_title ? t('detail.couponNamed', { title: order.coupon_title }) : t('detail.coupon')} value={off(order.coupon_off)} />
          )}
          {(order.points_used ?? 0) > 0 && <KeyValueRow label={t('detail.points', { points: formatCount(order.points_used ?? 0, locale) })} value={off(order.points_off)} />}
          <KeyValueRow label={t('detail.shipping')} value={(order.shipping_fee ?? 0) > 0 ? formatMoney(order.shipping_fee ?? 0, locale) : t('detail.free')} />
          <KeyValueRow label={paid ? t('detail.total') : t('detail.totalDue')} value={<Price amount={order.total} size="sm" />} emphasis />
        </KeyValueList>
        {order.remark && (
          <p>
            {t('detail.remark')}: {order.remark}
          </p>
        )}
      </Section>
      <OrderButtons order={order} busy={busy} onAction={onAction} />
    </>
  );
}
