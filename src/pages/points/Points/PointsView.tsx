import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { ListRow } from '../../../components/ListRow';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { StatCard } from '../../../components/StatCard';
import { Text } from '../../../components/Text';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatCount, formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { StackList } from '../../shared/lists.styles';
import type { PointsLine } from './pointsLoader';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { Change, Rules } from './PointsView.styles';

export type PointsStatus = 'loading' | 'error' | 'ready';

export interface PointsViewProps {
  status: PointsStatus;
  retrying?: boolean;
  balance?: number;
  /** Points that expire next; 0 when none. */
  expiring?: number;
  /** When they expire. */
  expireAt?: string | null;
  /** The ledger lines loaded so far, newest first. */
  lines?: readonly PointsLine[];
  /** The ledger's sentinel: idle (more pages to load), loading, error (retry) or end. */
  moreStatus?: InfiniteListStatus;
  onLoadMore?: () => void;
  /** spec §3 pointRuleExpired: when the points rules shown took effect ('2024-02' or a full date). */
  ruleDate: string;
  onRetry: () => void;
  /** Empty ledger: go shopping (home). */
  onShop: () => void;
}

/** '2024-02' (a month, as spec §3 gives it) is read as its first day; a full date as it is. */
function ruleDay(value: string): string {
  return /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value;
}

const RULE_KEYS = ['earn', 'spend', 'expire', 'refund'] as const;

/**
 * The shopper's points (spec §2 /m/account/konvypoint.php): the balance, the points that expire
 * next, the ledger (earned, spent, redeemed, expired: the backend names each line) growing a page
 * at a time, and the points rules with the date they apply from. Needs login (the loader sends a
 * guest to sign in).
 */
export function PointsView({
  status,
  retrying = false,
  balance = 0,
  expiring = 0,
  expireAt = null,
  lines = [],
  moreStatus = 'end',
  onLoadMore,
  ruleDate,
  onRetry,
  onShop,
}: PointsViewProps) {
  const { t } = useTranslation('points');
  const locale = useLocale();
  const titleId = useId();
  const ruleDateText = formatDate(ruleDay(ruleDate), locale);
  return (
    <AccountPage $flush aria-labelledby={titleId}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('points.title')}
        </Heading>
        {status === 'loading' && (
          <LoadingBlocks>
            <StatCard label={t('points.balance')} value={0} format="count" loading />
            <Skeleton variant="text" lines={4} announce label={t('points.loading')} />
          </LoadingBlocks>
        )}
        {status === 'error' && <ErrorState title={t('points.error.title')} message={t('points.error.message')} retrying={retrying} onRetry={onRetry} />}
        {status === 'ready' && <StatCard label={t('points.balance')} value={balance} format="count" />}
        {status === 'ready' && (
          <KeyValueList>
            <KeyValueRow
              label={t('points.expiry.label')}
              value={
                expiring > 0 && expireAt
                  ? t('points.expiry.value', { points: formatCount(expiring, locale), date: formatDate(expireAt, locale) })
                  : t('points.expiry.none')
              }
            />
          </KeyValueList>
        )}
      </Section>
      {status === 'ready' && (
        <>
          <Section title={t('points.ledger.title')} variant="plain">
            {lines.length === 0 && moreStatus === 'end' ? (
              <EmptyState
                icon="gift"
                title={t('points.ledger.empty.title')}
                description={t('points.ledger.empty.description')}
                actionLabel={t('points.ledger.empty.action')}
                onAction={onShop}
                headingLevel={3}
              />
            ) : (
              <>
                <StackList $gap={3}>
                  {lines.map((line) => {
                    const points = formatCount(Math.abs(line.change), locale);
                    const earned = line.change > 0;
                    return (
                      <li key={line.id}>
                        <ListRow
                          variant="card"
                          title={line.title}
                          subtitle={formatDate(line.at, locale, 'dateTime')}
                          trailing={
                            <Change $in={earned}>
                              <span aria-hidden="true">{`${earned ? '+' : '−'}${points}`}</span>
                              <VisuallyHidden>{t(earned ? 'points.ledger.in' : 'points.ledger.out', { points })}</VisuallyHidden>
                            </Change>
                          }
                        />
                      </li>
                    );
                  })}
                </StackList>
                <InfiniteListSentinel status={moreStatus} onLoadMore={onLoadMore ?? (() => undefined)} />
              </>
            )}
          </Section>
        </>
      )}
      {status !== 'loading' && (
        <Section title={t('points.rules.title')} variant="plain">
          <Rules>
            {RULE_KEYS.map((key) => (
              <li key={key}>{t(`points.rules.${key}`)}</li>
            ))}
          </Rules>
          <Text as="p" variant="small" tone="muted">
            {t('points.rules.since', { date: ruleDateText })}
          </Text>
        </Section>
      )}
    </AccountPage>
  );
}
