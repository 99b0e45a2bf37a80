import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { WalletCoupons, WalletHeader, type WalletListState } from '../shared';
import { AccountPage } from '../../shared/page.styles';
import { TitleBlock } from './CouponHistoryView.styles';

export type CouponHistoryViewState = WalletListState;

export interface CouponHistoryViewProps {
  state: CouponHistoryViewState;
  /** The current time (injected, never read from the clock here). */
  now: number;
  onRetry: () => void;
  onLoadMore?: () => void;
  /** Empty history: go to the wallet. */
  onMyCoupons: () => void;
}

/**
 * The shopper's coupon history (spec §2 /m/history_coupon): coupons used and expired, newest
 * first, each greyed with its stamp; the list grows page by page. Pure.
 */
export function CouponHistoryView({ state, now, onRetry, onLoadMore, onMyCoupons }: CouponHistoryViewProps) {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <WalletHeader>
        <TitleBlock>
          <Heading level={1} variant="title" id={titleId}>
            {t('history.title')}
          </Heading>
          <Text tone="muted">{t('history.intro')}</Text>
        </TitleBlock>
      </WalletHeader>
      <WalletCoupons
        state={state}
        fallback="expired"
        now={now}
        empty={{
          title: t('empty.history.title'),
          description: t('empty.history.description'),
          actionLabel: t('empty.history.action'),
          onAction: onMyCoupons,
        }}
        onRetry={onRetry}
        {...(onLoadMore ? { onLoadMore } : {})}
      />
    </AccountPage>
  );
}
