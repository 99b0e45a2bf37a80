import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { Heading } from '../../../components/Heading';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { Skeleton } from '../../../components/Skeleton';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { RefundProblemState } from '../shared/refundData';
import type { RefundSummary } from '../shared/refundPages';
import { RefundProblem } from '../shared/RefundProblem';
import { RefundRows } from '../shared/RefundRows';

export type RefundListViewState =
  | { readonly status: 'loading' }
  | RefundProblemState
  | { readonly status: 'ready'; readonly refunds: readonly RefundSummary[]; readonly moreStatus?: InfiniteListStatus };

export interface RefundListViewProps {
  state: RefundListViewState;
  onOpen: (refund: RefundSummary) => void;
  onRetry: () => void;
  onLoadMore?: () => void;
  /** To the orders (from the empty list). */
  onOrders: () => void;
}

/**
 * The shopper's refunds (spec §2 /m/order/refund/refund_list.php): each with its status and
 * amount, newest first, growing a page at a time; a row opens the refund's detail. Needs login. Pure.
 */
export function RefundListView({ state, onOpen, onRetry, onLoadMore, onOrders }: RefundListViewProps) {
  const { t } = useTranslation('refund');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <Heading level={1} variant="title" id={titleId}>
        {t('list.title')}
      </Heading>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={5} announce label={t('list.loading')} />
        </LoadingBlocks>
      )}
      {(state.status === 'error' || state.status === 'invalid') && <RefundProblem state={state} onRetry={onRetry} onList={onRetry} />}
      {state.status === 'ready' &&
        (state.refunds.length === 0 && (state.moreStatus ?? 'end') === 'end' ? (
          <EmptyState icon="refresh" title={t('list.empty.title')} description={t('list.empty.message')} actionLabel={t('list.empty.action')} onAction={onOrders} headingLevel={2} />
        ) : (
          <div>
            <RefundRows refunds={state.refunds} labelledBy={titleId} onOpen={onOpen} />
            <InfiniteListSentinel status={state.moreStatus ?? 'end'} onLoadMore={onLoadMore ?? (() => undefined)} />
          </div>
        ))}
    </AccountPage>
  );
}
