import { useTranslation } from 'react-i18next';
import { Button, Dialog, EmptyState, ListRow, Section } from '../../../components';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { awaitsFinalPayment, CounterPage, orderDetailAddress, OrderFacts, type CounterFrameState, type CounterOrder } from '../shared';
import { Actions as OrderActions, Note, Rows as OrderRows } from '../shared/counter.styles';

export type OrderDetailViewState =
  | CounterFrameState
  | { readonly status: 'list'; readonly orders: readonly CounterOrder[]; readonly badLink?: boolean }
  | {
      readonly status: 'order';
      readonly order: CounterOrder;
      /** The final-payment confirmation is open. */
      readonly confirming?: boolean;
      readonly paying?: boolean;
      /** The backend refused the last action: its message. */
      readonly failure?: string | null;
    };

export interface OrderDetailViewProps {
  state: OrderDetailViewState;
  /** From the list to one order (its address). */
  onOpenOrder: (href: string) => void;
  onShowList: () => void;
  onVerify: () => void;
  onAskFinalPayment: () => void;
  onCloseFinalPayment: () => void;
  onConfirmFinalPayment: () => void;
  onRetry: () => void;
  onJoin: (href: string) => void;
}

/**
 * The merchant's orders (spec §2 /m/booking/order/detail): without an order, the list; with one,
 * its facts, the way to verify its voucher, and (once verified) the final payment confirmed once
 * after a confirmation. Pure.
 */
export function OrderDetailView(props: OrderDetailViewProps) {
  const { state, onRetry, onJoin } = props;
  const { t } = useTranslation('bookingCounter');
  const ready = state.status === 'list' || state.status === 'order';
  return (
    <CounterPage title={t(state.status === 'order' ? 'order.title' : 'orders.title')} state={ready ? { status: 'ready' } : state} onRetry={onRetry} onJoin={onJoin}>
      {state.status === 'list' && <OrderList {...props} orders={state.orders} badLink={state.badLink ?? false} />}
      {state.status === 'order' && <OneOrder {...props} state={state} />}
    </CounterPage>
  );
}

function OrderList({ orders, badLink, onOpenOrder }: OrderDetailViewProps & { orders: readonly CounterOrder[]; badLink: boolean }) {
  const { t } = useTranslation('bookingCounter');
  const locale = useLocale();
  return (
    <>
      {badLink && <Note role="alert">{t('orders.badLink')}</Note>}
      {orders.length === 0 ? (
        <EmptyState icon="coupon" headingLevel={2} title={t('orders.empty.title')} description={t('orders.empty.body')} />
      ) : (
        <OrderRows aria-label={t('orders.title')}>
          {orders.map((order) => (
            <li key={order.orderId}>
              <ListRow
                title={order.serviceName}
                subtitle={t('orders.row', {
                  who: order.customerName ?? order.orderSn,
                  when: formatDate(order.appointmentAt, locale, 'dateTime') || order.appointmentAt,
                  status: t(`status.${order.status}`),
                })}
                trailing={formatMoney(order.price, locale)}
                href={orderDetailAddress(order.orderId)}
                onOpen={(event) => {
                  event.preventDefault();
                  onOpenOrder(orderDetailAddress(order.orderId));
                }}
                divider
              />
            </li>
          ))}
        </OrderRows>
      )}
    </>
  );
}

type OneOrderState = Extract<OrderDetailViewState, { status: 'order' }>;

function OneOrder({ state, onShowList, onVerify, onAskFinalPayment, onCloseFinalPayment, onConfirmFinalPayment }: OrderDetailViewProps & { state: OneOrderState }) {
  const { t } = useTranslation('bookingCounter');
  const locale = useLocale();
  const { order } = state;
  const due = formatMoney(order.finalPayment, locale);
  return (
    <>
      {state.failure && <Note $tone="danger" role="alert">{state.failure}</Note>}
      <Section title={order.serviceName} headingLevel={2}>
        <OrderFacts order={order} />
      </Section>
      <OrderActions>
        {order.status === 'booked' && (
          <Button size="lg" fullWidth onClick={onVerify}>
            {t('order.verify')}
          </Button>
        )}
        {awaitsFinalPayment(order) && (
          <Button size="lg" fullWidth onClick={onAskFinalPayment}>
            {t('order.finalPayment.action', { amount: due })}
          </Button>
        )}
        <Button size="lg" variant="outline" fullWidth onClick={onShowList}>
          {t('order.allOrders')}
        </Button>
      </OrderActions>
      <Dialog
        open={state.confirming ?? false}
        variant="confirm"
        title={t('order.finalPayment.title')}
        confirmLabel={t('order.finalPayment.confirm')}
        cancelLabel={t('order.finalPayment.keep')}
        confirmLoading={state.paying ?? false}
        onConfirm={onConfirmFinalPayment}
        onClose={onCloseFinalPayment}
      >
        {state.confirming ? t('order.finalPayment.message', { amount: due, customer: order.customerName ?? order.orderSn }) : null}
      </Dialog>
    </>
  );
}
