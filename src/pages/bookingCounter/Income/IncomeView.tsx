import { useTranslation } from 'react-i18next';
import { EmptyState, ListRow, Section, StatCard, Tabs } from '../../../components';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { CounterPage, type CounterFrameState } from '../shared';
import { Rows } from '../shared/counter.styles';
import { IncomeChart } from './IncomeChart';
import { incomeBuckets, INCOME_PERIODS, type IncomePeriod, type Payout } from './incomeBuckets';
import { PayoutDialog, type PayoutDetail } from './PayoutDialog';
import { Stats } from './IncomeView.styles';

export type IncomeViewState =
  | CounterFrameState
  | {
      readonly status: 'ready';
      readonly total: number;
      readonly settled: number;
      readonly pending: number;
      readonly payouts: readonly Payout[];
      readonly period: IncomePeriod;
      /** The payout whose detail is open. */
      readonly detail?: PayoutDetail | null;
    };

export interface IncomeViewProps {
  state: IncomeViewState;
  onSelectPeriod: (period: IncomePeriod) => void;
  /** A payout's detail (revenue/detail). */
  onOpenPayout: (id: string) => void;
  onClosePayout: () => void;
  onRetry: () => void;
  onJoin: (href: string) => void;
}

/**
 * The merchant's income (spec §2 /m/booking/income) in THB: total, paid out and pending as stat
 * cards; income by day, week or month as a small bar chart with its numbers as text; every payout
 * with its state and date, each opening its detail. Pure.
 */
export function IncomeView({ state, onSelectPeriod, onOpenPayout, onClosePayout, onRetry, onJoin }: IncomeViewProps) {
  const { t } = useTranslation('bookingCounter');
  const locale = useLocale();
  return (
    <CounterPage title={t('income.title')} state={state} onRetry={onRetry} onJoin={onJoin}>
      {state.status === 'ready' && (
        <>
          <Stats aria-label={t('income.totals')}>
            <StatCard label={t('income.total')} value={state.total} />
            <StatCard label={t('income.settled')} value={state.settled} />
            <StatCard label={t('income.pending')} value={state.pending} />
          </Stats>
          {state.payouts.length === 0 ? (
            <EmptyState icon="coupon" headingLevel={2} title={t('income.empty.title')} description={t('income.empty.body')} />
          ) : (
            <>
              <Tabs
                label={t('income.periods.label')}
                stretch
                selectedId={state.period}
                onSelect={(id) => onSelectPeriod(id as IncomePeriod)}
                tabs={INCOME_PERIODS.map((period) => ({ id: period, label: t(`income.periods.${period}`) }))}
              >
                <IncomeChart buckets={incomeBuckets(state.payouts, state.period)} period={state.period} />
              </Tabs>
              <Section title={t('income.payouts')} headingLevel={2}>
                <Rows>
                  {state.payouts.map((payout) => (
                    <li key={payout.id}>
                      <ListRow
                        title={payout.title}
                        subtitle={t(payout.settled ? 'income.paidOut' : 'income.waiting', { when: formatDate(payout.at, locale, 'date') })}
                        trailing={formatMoney(payout.amount, locale)}
                        onSelect={() => onOpenPayout(payout.id)}
                        divider
                      />
                    </li>
                  ))}
                </Rows>
              </Section>
              <PayoutDialog detail={state.detail ?? null} onClose={onClosePayout} />
            </>
          )}
        </>
      )}
    </CounterPage>
  );
}
