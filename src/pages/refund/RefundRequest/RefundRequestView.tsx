import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../components/Heading';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { OrderRefundView, type OrderRefundActorRef } from '../../flows/orderRefund';
import { PageHead } from '../shared/refundPage.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { RefundProblemState } from '../shared/refundData';
import { RefundProblem } from '../shared/RefundProblem';

export type RefundRequestViewState =
  | { readonly status: 'loading' }
  | RefundProblemState
  | {
      readonly status: 'ready';
      readonly orderId: string;
      /** request_one.php: one line of the order. */
      readonly single: boolean;
      /** The running orderRefund flow (lines, reason and photos, amount, submit). */
      readonly actorRef: OrderRefundActorRef;
    };

export interface RefundRequestViewProps {
  state: RefundRequestViewState;
  onRetry: () => void;
  /** To the refund list (from the invalid-link message). */
  onList: () => void;
}

/**
 * Request a refund (spec §2 /m/order/refund/request.php and request_one.php): the order, then the
 * orderRefund flow's steps: the lines, a reason with photos, the amount up to the refundable amount.
 * Needs login (the loader sends a guest to sign in). Pure: the flow comes in as a running actor.
 */
export function RefundRequestView({ state, onRetry, onList }: RefundRequestViewProps) {
  const { t } = useTranslation('refund');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <PageHead>
        <Heading level={1} variant="title" id={titleId}>
          {t(state.status === 'ready' && state.single ? 'request.titleOne' : 'request.title')}
        </Heading>
        {state.status === 'ready' && (
          <Text variant="small" tone="muted">
            {t('request.order', { orderId: state.orderId })}
          </Text>
        )}
      </PageHead>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={4} announce label={t('request.loading')} />
        </LoadingBlocks>
      )}
      {(state.status === 'error' || state.status === 'invalid') && <RefundProblem state={state} onRetry={onRetry} onList={onList} />}
      {state.status === 'ready' && <OrderRefundView actorRef={state.actorRef} />}
    </AccountPage>
  );
}
