import { useTranslation } from 'react-i18next';
import { Button, Dialog, EmptyState, KeyValueList, KeyValueRow, ListRow, Section } from '../../../components';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { CounterPage, orderRefundAddress, OrderFacts, type CounterFrameState, type CounterOrder, type CounterRefund } from '../shared';
import { Actions, Note, Rows } from '../shared/counter.styles';

export type RefundDecision = 'approve' | 'reject';

export type OrderRefundViewState =
  | CounterFrameState
  | { readonly status: 'list'; readonly refunds: readonly CounterRefund[]; readonly badLink?: boolean }
  | {
      readonly status: 'refund';
      readonly refund: CounterRefund;
      readonly order: CounterOrder | null;
      /** The decision being confirmed. */
      readonly deciding?: RefundDecision | null;
      readonly sending?: boolean;
      readonly failure?: string | null;
    };

export interface OrderRefundViewProps {
  state: OrderRefundViewState;
  onOpenRefund: (href: string) => void;
  onShowList: () => void;
  onAskDecision: (decision: RefundDecision) => void;
  onCloseDecision: () => void;
  onConfirmDecision: () => void;
  onRetry: () => void;
  onJoin: (href: string) => void;
}

/**
 * The customers' refund requests (spec §2 /m/booking/order/refund): the list (those under review
 * first), or one request with its order, approved or rejected after a confirmation, once. Pure.
 */
export function OrderRefundView(props: OrderRefundViewProps) {
  const { state, onRetry, onJoin } = props;
  const { t } = useTranslation('bookingCounter');
  const ready = state.status === 'list' || state.status === 'refund';
  return (
    <CounterPage title={t(state.status === 'refund' ? 'refund.title' : 'refunds.title')} state={ready ? { status: 'ready' } : state} onRetry={onRetry} onJoin={onJoin}>
      {state.status === 'list' && <RefundList {...props} refunds={state.refunds} badLink={state.badLink ?? false} />}
      {state.status === 'refund' && <OneRefund {...props} state={state} />}
    </CounterPage>
  );
}

function RefundList({ refunds, badLink, onOpenRefund }: OrderRefundViewProps & { refunds: readonly CounterRefund[]; badLink: boolean }) {
  const { t } = useTranslation('bookingCounter');
  const locale = useLocale();
  const ordered = [...refunds.filter((refund) => refund.status === 'pending'), ...refunds.filter((refund) => refund.status !== 'pending')];
  return (
    <>
      {badLink && <Note role="alert">{t('refunds.badLink')}</Note>}
      {ordered.length === 0 ? (
        <EmptyState icon="coupon" headingLevel={2} title={t('refunds.empty.title')} description={t('refunds.empty.body')} />
      ) : (
        <Rows aria-label={t('refunds.title')}>
          {ordered.map((refund) => (
            <li key={refund.refundId}>
              <ListRow
                title={t('refunds.row', { order: refund.orderId, status: t(`refundStatus.${refund.status}`) })}
                subtitle={refund.reason ?? (refund.createdAt ? formatDate(refund.createdAt, locale, 'dateTime') : undefined)}
                trailing={formatMoney(refund.amount, locale)}
                href={orderRefundAddress(refund.refundId)}
                onOpen={(event) => {
                  event.preventDefault();
                  onOpenRefund(orderRefundAddress(refund.refundId));
                }}
                divider
              />
            </li>
          ))}
        </Rows>
      )}
    </>
  );
}

type OneRefundState = Extract<OrderRefundViewState, { status: 'refund' }>;

function OneRefund({ state, onShowList, onAskDecision, onCloseDecision, onConfirmDecision }: OrderRefundViewProps & { state: OneRefundState }) {
  const { t } = useTranslation('bookingCounter');
  const locale = useLocale();
  const { refund, order } = state;
  const amount = formatMoney(refund.amount, locale);
  const deciding = state.deciding ?? null;
  return (
    <>
      {state.failure && (
        <Note $tone="danger" role="alert">
          {state.failure}
        </Note>
      )}
      <Section title={t('refund.request')} headingLevel={2}>
        <KeyValueList>
          <KeyValueRow label={t('refund.status')} value={t(`refundStatus.${refund.status}`)} emphasis />
          <KeyValueRow label={t('refund.amount')} value={amount} emphasis />
          {refund.reason && <KeyValueRow label={t('refund.reason')} value={refund.reason} />}
          {refund.createdAt && <KeyValueRow label={t('refund.asked')} value={formatDate(refund.createdAt, locale, 'dateTime') || refund.createdAt} />}
        </KeyValueList>
      </Section>
      {order && (
        <Section title={order.serviceName} headingLevel={2}>
          <OrderFacts order={order} />
        </Section>
      )}
      <Actions>
        {refund.status === 'pending' && (
          <>
            <Button size="lg" fullWidth onClick={() => onAskDecision('approve')}>
              {t('refund.approve', { amount })}
            </Button>
            <Button size="lg" variant="danger" fullWidth onClick={() => onAskDecision('reject')}>
              {t('refund.reject')}
            </Button>
          </>
        )}
        <Button size="lg" variant="outline" fullWidth onClick={onShowList}>
          {t('refund.allRefunds')}
        </Button>
      </Actions>
      <Dialog
        open={deciding !== null}
        variant="confirm"
        title={t(deciding === 'reject' ? 'refund.rejectDialog.title' : 'refund.approveDialog.title')}
        confirmLabel={t(deciding === 'reject' ? 'refund.rejectDialog.confirm' : 'refund.approveDialog.confirm')}
        cancelLabel={t('refund.keep')}
        {...(deciding === 'reject' ? { confirmVariant: 'danger' as const } : {})}
        confirmLoading={state.sending ?? false}
        onConfirm={onConfirmDecision}
        onClose={onCloseDecision}
      >
        {deciding ? t(deciding === 'reject' ? 'refund.rejectDialog.message' : 'refund.approveDialog.message', { amount }) : null}
      </Dialog>
    </>
  );
}
