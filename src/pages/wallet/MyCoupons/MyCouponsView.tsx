import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../../api';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Tabs } from '../../../components/Tabs';
import { WALLET_TABS, WalletCoupons, WalletHeader, type WalletListState, type WalletTab } from '../shared';
import { AccountPage } from '../../shared/page.styles';
import { HeaderAction } from './MyCouponsView.styles';

export type MyCouponsViewState = WalletListState;

export interface MyCouponsViewProps {
  tab: WalletTab;
  state: MyCouponsViewState;
  /** The current time (injected, never read from the clock here). */
  now: number;
  onTabChange: (tab: WalletTab) => void;
  onRetry: () => void;
  onLoadMore?: () => void;
  /** Use on a usable coupon: go to the products it applies to. */
  onUse: (coupon: Coupon) => void;
  /** Empty usable tab: go shopping. */
  onShop: () => void;
  onHistory: () => void;
}

/**
 * The shopper's coupon wallet (spec §2 /m/mycoupon.php): tabs usable, used and expired; each
 * coupon as a CouponCard (Use on the usable ones); the list grows page by page. Pure.
 */
export function MyCouponsView({ tab, state, now, onTabChange, onRetry, onLoadMore, onUse, onShop, onHistory }: MyCouponsViewProps) {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  const tabs = WALLET_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }));
  const empty =
    tab === 'usable'
      ? { title: t('empty.usable.title'), description: t('empty.usable.description'), actionLabel: t('empty.usable.action'), onAction: onShop }
      : { title: t(`empty.${tab}.title`), description: t(`empty.${tab}.description`) };
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <WalletHeader>
        <Heading level={1} variant="title" id={titleId}>
          {t('myCoupons.title')}
        </Heading>
        <HeaderAction>
          <Button variant="text" size="md" onClick={onHistory}>
            {t('myCoupons.history')}
          </Button>
        </HeaderAction>
      </WalletHeader>
      <Tabs tabs={tabs} selectedId={tab} onSelect={(id) => onTabChange(id as WalletTab)} label={t('myCoupons.tabsLabel')} activation="manual" stretch>
        <WalletCoupons
          state={state}
          fallback={tab}
          now={now}
          empty={empty}
          onRetry={onRetry}
          {...(onLoadMore ? { onLoadMore } : {})}
          onUse={onUse}
        />
      </Tabs>
    </AccountPage>
  );
}

