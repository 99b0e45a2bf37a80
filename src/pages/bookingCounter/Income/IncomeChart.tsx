import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import type { IncomeBucket, IncomePeriod } from './incomeBuckets';
import { Bar, BarItem, Bars, BarText, Caption, Chart } from './IncomeChart.styles';

/**
 * The income per period as bars (CSS, no chart library): each bar carries its amount and its
 * period as text, so the numbers are read, not guessed from heights. Pure.
 */
export function IncomeChart({ buckets, period }: { buckets: readonly IncomeBucket[]; period: IncomePeriod }) {
  const { t } = useTranslation('bookingCounter');
  const locale = useLocale();
  const periodLabel = (start: string) => {
    if (period === 'month') return t(`income.chart.months.${Number(start.slice(5, 7))}`);
    const day = formatDate(`${start} 00:00:00`, locale, 'short') || start;
    return period === 'week' ? t('income.chart.weekOf', { day }) : day;
  };
  const largest = Math.max(0, ...buckets.map((bucket) => bucket.amount));
  return (
    <Chart>
      <Caption>{t(`income.chart.${period}`)}</Caption>
      <Bars>
        {buckets.map((bucket) => (
          <BarItem key={bucket.start}>
            <BarText>{formatMoney(bucket.amount, locale)}</BarText>
            <Bar aria-hidden="true" $share={largest > 0 ? bucket.amount / largest : 0} />
            <BarText $muted>{periodLabel(bucket.start)}</BarText>
          </BarItem>
        ))}
      </Bars>
    </Chart>
  );
}
