import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { MembershipBadge } from '../../../components/MembershipBadge';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { formatCount, formatMoney } from '../../../format';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useLocale } from '../../../i18n';
import { ProductGrid, ProductGridSkeleton } from '../../lists/shared/ProductGrid';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { membershipToneOf } from '../../shared/membership/membershipLevels';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { StatisticsSource } from '../../shared/statistics';
import { ORDER_STATUSES, type CentreAccount } from './centreLoader';
import { CENTRE_SHORTCUTS, COUPONS_PATH, CREDIT_PATH, MEMBERSHIP_PATH, ORDERS_PATH, orderTabHref, POINTS_PATH, PROFILE_PATH } from './centreLinks';
import { AllOrders, Card, CountLabel, CountLink, CountValue, Name, ShortcutGrid, ShortcutLink, StatGrid, TabGrid, Who, WhoText } from './CentreView.styles';

export type CentreStatus = 'loading' | 'ready' | 'guest' | 'error';

export interface CentreViewProps {
  status: CentreStatus;
  /** The signed-in shopper (status ready). */
  account?: CentreAccount;
  /** Recommended products (shown to shoppers and guests alike; none: the section is left out). */
  recommended?: readonly ShopProduct[];
  /** The page as the referrer of its product cards' click statistics (spec §7). */
  statistics?: StatisticsSource | undefined;
  retrying?: boolean;
  onRetry: () => void;
  /** Guests: go to the login page (and back to the centre). */
  onLogin: () => void;
  /** A link of the centre was followed: call preventDefault to route in-app. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  onOpenProduct?: (product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => void;
  onAddToCart?: (product: ShopProduct) => void;
}

/**
 * The account centre (spec §2 /m/center.php): the shopper's card (avatar, nickname, level, points,
 * coupons, store credit), the order tabs with their counts, a shortcut to every account page and
 * recommended products. A guest sees a sign-in prompt and the recommendations.
 */
export function CentreView({
  status,
  account,
  recommended = [],
  statistics,
  retrying = false,
  onRetry,
  onLogin,
  onNavigate,
  onOpenProduct,
  onAddToCart,
}: CentreViewProps) {
  const { t } = useTranslation('centre');
  const locale = useLocale();
  const titleId = useId();
  const open = (href: string) => ({ href, ...(onNavigate ? { onClick: (event: MouseEvent<HTMLAnchorElement>) => onNavigate(href, event) } : {}) });
  const ready = status === 'ready' && account !== undefined;
  return (
    <AccountPage aria-labelledby={titleId}>
      <Heading level={1} variant="title" id={titleId}>
        {t('centre.title')}
      </Heading>
      {status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="card" announce label={t('centre.loading')} />
          <Skeleton variant="card" announce={false} />
        </LoadingBlocks>
      )}
      {status === 'error' && <ErrorState title={t('centre.error.title')} message={t('centre.error.message')} retrying={retrying} onRetry={onRetry} />}
      {status === 'guest' && (
        <EmptyState icon="user" title={t('centre.guest.title')} description={t('centre.guest.description')} actionLabel={t('centre.guest.action')} onAction={onLogin} />
      )}
      {ready && (
        <Card aria-label={t('centre.card.label')}>
          <Who {...open(PROFILE_PATH)}>
            <Avatar name={account.nickname} {...(account.avatar ? { src: account.avatar } : {})} size="lg" decorative />
            <WhoText>
              <Name>{account.nickname}</Name>
              <MembershipBadge levelName={account.levelName ?? t('centre.card.levelFallback')} tone={membershipToneOf(account.levelName, account.level)} size="sm" />
              <VisuallyHidden>{t('centre.card.profile')}</VisuallyHidden>
            </WhoText>
          </Who>
          <StatGrid>
            {[
              { key: 'points', href: POINTS_PATH, value: formatCount(account.points, locale) },
              { key: 'coupons', href: COUPONS_PATH, value: formatCount(account.coupons, locale) },
              { key: 'credit', href: CREDIT_PATH, value: formatMoney(account.credit, locale) },
            ].map((stat) => (
              <li key={stat.key}>
                <CountLink {...open(stat.href)}>
                  <CountValue>{stat.value}</CountValue>{' '}
                  <CountLabel>{t(`centre.card.${stat.key}`)}</CountLabel>
                </CountLink>
              </li>
            ))}
          </StatGrid>
          <AllOrders {...open(MEMBERSHIP_PATH)}>{t('centre.shortcuts.membership')}</AllOrders>
        </Card>
      )}
      {ready && (
        <Section title={t('centre.orders.title')} action={<AllOrders {...open(ORDERS_PATH)}>{t('centre.orders.all')}</AllOrders>}>
          <TabGrid>
            {ORDER_STATUSES.map((key) => {
              const count = account.orderCounts[key];
              return (
                <li key={key}>
                  <CountLink {...open(orderTabHref(key))}>
                    <CountValue>{formatCount(count, locale)}</CountValue>{' '}
                    <CountLabel>{t(`centre.orders.${key}`)}</CountLabel>
                  </CountLink>
                </li>
              );
            })}
          </TabGrid>
        </Section>
      )}
      {ready && (
        <Section title={t('centre.shortcuts.title')}>
          <ShortcutGrid>
            {CENTRE_SHORTCUTS.map((shortcut) => (
              <li key={shortcut.key}>
                <ShortcutLink {...open(shortcut.href)}>{t(`centre.shortcuts.${shortcut.key}`)}</ShortcutLink>
              </li>
            ))}
          </ShortcutGrid>
        </Section>
      )}
      {status === 'loading' && <ProductGridSkeleton label={t('centre.recommended.loading')} />}
      {status !== 'loading' && recommended.length > 0 && (
        <Section title={t('centre.recommended.title')} variant="plain">
          <ProductGrid
            products={recommended}
            label={t('centre.recommended.title')}
            statistics={statistics}
            {...(onOpenProduct ? { onOpenProduct } : {})}
            {...(onAddToCart ? { onAddToCart } : {})}
          />
        </Section>
      )}
    </AccountPage>
  );
}
