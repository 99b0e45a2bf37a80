import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { ListRow } from '../../../components/ListRow';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Tag } from '../../../components/Tag';
import { Text } from '../../../components/Text';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { StackList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { CashbackLine, CashbackTotals, CashbackWithdrawal } from './bloggerCashbackLoader';

export type BloggerCashbackStatus = 'loading' | 'error' | 'ready';

export interface BloggerCashbackViewProps {
  status: BloggerCashbackStatus;
  retrying?: boolean;
  totals?: CashbackTotals;
  lines?: readonly CashbackLine[];
  withdrawals?: readonly CashbackWithdrawal[];
  /** Empty: the programme page. */
  onProgramme: () => void;
  onRetry: () => void;
}

const WITHDRAWAL_TONES = { pending: 'warning', paid: 'success', failed: 'danger' } as const;

/**
 * The blogger's cashback (spec §2 /m/blogger/blogger_cashback): the totals in THB (earned,
 * withdrawn, left to withdraw), the cashback earned per post and product, and the withdrawals
 * with their status. Needs login.
 */
export function BloggerCashbackView({ status, retrying = false, totals, lines = [], withdrawals = [], onProgramme, onRetry }: BloggerCashbackViewProps) {
  const { t } = useTranslation('blogger');
  const locale = useLocale();
  const titleId = useId();
  const empty = lines.length === 0 && withdrawals.length === 0;
  return (
    <AccountPage $flush aria-labelledby={titleId}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('cashback.title')}
        </Heading>
        {status === 'loading' && (
          <LoadingBlocks>
            <Skeleton variant="text" lines={6} announce label={t('common.loading')} />
          </LoadingBlocks>
        )}
        {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
        {status === 'ready' && totals && (
          <KeyValueList>
            <KeyValueRow label={t('cashback.totals.total')} value={formatMoney(totals.total, locale)} emphasis />
            <KeyValueRow label={t('cashback.totals.withdrawn')} value={formatMoney(totals.withdrawn, locale)} />
            <KeyValueRow label={t('cashback.totals.available')} value={formatMoney(totals.available, locale)} />
          </KeyValueList>
        )}
      </Section>
      {status === 'ready' && empty && (
        <Section as="div" variant="plain">
          <EmptyState
            icon="gift"
            title={t('cashback.empty.title')}
            description={t('cashback.empty.description')}
            actionLabel={t('cashback.empty.action')}
            onAction={onProgramme}
            headingLevel={2}
          />
        </Section>
      )}
      {status === 'ready' && !empty && (
        <>
          <Section title={t('cashback.lines.title')} variant="plain">
            {lines.length === 0 ? (
              <Text tone="muted">{t('cashback.lines.none')}</Text>
            ) : (
              <StackList $gap={3}>
                {lines.map((line) => (
                  <li key={line.id}>
                    <ListRow
                      variant="card"
                      title={line.post}
                      subtitle={`${line.product} · ${formatDate(line.at, locale)}`}
                      trailing={<Text as="span" tone="price">{`+${formatMoney(line.amount, locale)}`}</Text>}
                    />
                  </li>
                ))}
              </StackList>
            )}
          </Section>
          <Section title={t('cashback.withdrawals.title')} variant="plain">
            {withdrawals.length === 0 ? (
              <Text tone="muted">{t('cashback.withdrawals.none')}</Text>
            ) : (
              <StackList $gap={3}>
                {withdrawals.map((withdrawal) => (
                  <li key={withdrawal.id}>
                    <ListRow
                      variant="card"
                      title={formatMoney(withdrawal.amount, locale)}
                      subtitle={formatDate(withdrawal.at, locale, 'dateTime')}
                      trailing={
                        <Tag tone={WITHDRAWAL_TONES[withdrawal.status]} size="sm">
                          {t(`cashback.withdrawals.status.${withdrawal.status}`)}
                        </Tag>
                      }
                    />
                  </li>
                ))}
              </StackList>
            )}
          </Section>
        </>
      )}
    </AccountPage>
  );
}
