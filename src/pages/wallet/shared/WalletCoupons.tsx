import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../../api';
import { CouponCard } from '../../../components/CouponCard';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { Skeleton } from '../../../components/Skeleton';
import { StackList } from '../../shared/lists.styles';
import { walletCardState, type WalletTab } from './walletCoupons';
import { WalletBody } from './walletPage.styles';

/** What a wallet list shows: skeletons, a failure with retry, or the coupons loaded so far. */
export type WalletListState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly coupons: readonly Coupon[]; readonly moreStatus?: InfiniteListStatus };

export interface WalletEmpty {
  readonly title: string;
  readonly description: string;
  readonly actionLabel?: string;
  readonly onAction?: () => void;
}

export interface WalletCouponsProps {
  state: WalletListState;
  /** The card state of a coupon whose own status says nothing (the tab it was asked for). */
  fallback: WalletTab;
  /** The current time (injected): the cards' "expires in" counts from it. */
  now: number;
  empty: WalletEmpty;
  onRetry: () => void;
  onLoadMore?: () => void;
  /** A usable coupon's Use; without it usable cards offer no action. */
  onUse?: (coupon: Coupon) => void;
}

/**
 * The body shared by the wallet pages: loading skeletons, an error with retry, the empty state,
 * or the coupons as CouponCards with the growing list's sentinel after them. Pure.
 */
export function WalletCoupons({ state, fallback, now, empty, onRetry, onLoadMore, onUse }: WalletCouponsProps) {
  const { t } = useTranslation('wallet');
  const countId = useId();
  if (state.status === 'loading') {
    return (
      <WalletBody>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="image" aspectRatio={2} announce={index === 0} {...(index === 0 ? { label: t('loading') } : {})} />
        ))}
      </WalletBody>
    );
  }
  if (state.status === 'error') {
    return (
      <WalletBody>
        <ErrorState
          title={t('error.title')}
          message={state.message ?? t('error.message')}
          retrying={state.retrying ?? false}
          onRetry={onRetry}
          headingLevel={2}
        />
      </WalletBody>
    );
  }
  const moreStatus = state.moreStatus ?? 'end';
  if (state.coupons.length === 0 && moreStatus === 'end') {
    return (
      <WalletBody>
        <EmptyState
          icon="coupon"
          title={empty.title}
          description={empty.description}
          headingLevel={2}
          {...(empty.actionLabel && empty.onAction ? { actionLabel: empty.actionLabel, onAction: empty.onAction } : {})}
        />
      </WalletBody>
    );
  }
  return (
    <WalletBody>
      {/* The list's heading (the cards' titles are level 3). */}
      <Heading level={2} variant="body" tone="muted" id={countId}>
        {t('listLabel', { count: state.coupons.length })}
      </Heading>
      <StackList aria-labelledby={countId}>
        {state.coupons.map((coupon) => {
          const cardState = walletCardState(coupon, fallback);
          return (
            <li key={coupon.id}>
              <CouponCard
                type={coupon.coupon_type}
                value={coupon.coupon_value}
                state={cardState}
                title={coupon.title}
                minSpend={coupon.money}
                {...(coupon.start_time ? { startsAt: coupon.start_time } : {})}
                endsAt={coupon.end_time ?? now}
                now={now}
                {...(cardState === 'usable' && onUse ? { onUse: () => onUse(coupon) } : {})}
              />
            </li>
          );
        })}
      </StackList>
      <InfiniteListSentinel status={moreStatus} onLoadMore={onLoadMore ?? (() => undefined)} />
    </WalletBody>
  );
}
