import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { ListRow } from '../../../components/ListRow';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { StatCard } from '../../../components/StatCard';
import { Text } from '../../../components/Text';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { StackList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { CreditLine } from './myCreditLoader';
import { Change } from './MyCreditView.styles';

export type MyCreditViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | {
      readonly status: 'ready';
      /** The credit balance in baht. */
      readonly balance: number;
      /** The history lines loaded so far, newest first. */
      readonly lines: readonly CreditLine[];
      /** The history's sentinel: idle (more pages to load), loading, error (retry) or end. */
      readonly moreStatus?: InfiniteListStatus;
    };

export interface MyCreditViewProps {
  state: MyCreditViewState;
  onRetry: () => void;
  onLoadMore?: () => void;
}

/**
 * The shopper's store credit (spec §2 /m/account/my_credit.php): the balance in baht and its
 * history (refunds paid as credit in, credit used on orders out), growing a page at a time.
 * Needs login (the loader sends a guest to sign in). Pure.
 */
export function MyCreditView({ state, onRetry, onLoadMore }: MyCreditViewProps) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const titleId = useId();
  return (
    <AccountPage $flush aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('credit.title')}
        </Heading>
        {state.status === 'loading' && (
          <LoadingBlocks>
            <StatCard label={t('credit.balance')} value={0} loading />
            <Skeleton variant="text" lines={4} announce label={t('credit.loading')} />
          </LoadingBlocks>
        )}
        {state.status === 'error' && (
          <ErrorState
            title={t('credit.error.title')}
            message={state.message ?? t('credit.error.message')}
            retrying={state.retrying ?? false}
            onRetry={onRetry}
            headingLevel={2}
          />
        )}
        {state.status === 'ready' && (
          <>
            <StatCard label={t('credit.balance')} value={state.balance} />
            <Text variant="small" tone="muted">
              {t('credit.note')}
            </Text>
          </>
        )}
      </Section>
      {state.status === 'ready' && (
        <Section title={t('credit.history.title')} variant="plain">
          {state.lines.length === 0 && (state.moreStatus ?? 'end') === 'end' ? (
            <EmptyState icon="gift" title={t('credit.history.empty.title')} description={t('credit.history.empty.description')} headingLevel={3} />
          ) : (
            <>
              <StackList>
                {state.lines.map((line) => {
                  const amount = formatMoney(Math.abs(line.change), locale);
                  const earned = line.change > 0;
                  return (
                    <li key={line.id}>
                      <ListRow
                        variant="card"
                        title={line.title}
                        subtitle={formatDate(line.at, locale, 'dateTime')}
                        trailing={
                          <Change $in={earned}>
                            <span aria-hidden="true">{`${earned ? '+' : '−'}${amount}`}</span>
                            <VisuallyHidden>{t(earned ? 'credit.history.in' : 'credit.history.out', { amount })}</VisuallyHidden>
                          </Change>
                        }
                      />
                    </li>
                  );
                })}
              </StackList>
              <InfiniteListSentinel status={state.moreStatus ?? 'end'} onLoadMore={onLoadMore ?? (() => undefined)} />
            </>
          )}
        </Section>
      )}
    </AccountPage>
  );
}
