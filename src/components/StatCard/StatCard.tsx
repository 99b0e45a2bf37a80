import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../format/money';
import { useLocale } from '../../i18n/useLocale';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { Arrow, Card, Change, Compare, Delta, DeltaSkeleton, Label, Value, ValueSkeleton } from './StatCard.styles';
import type { StatFormat, StatPeriod } from './StatCard.types';
import { formatCount, formatPercentChange, trendOf } from './statNumbers';

export interface StatCardProps {
  /** What the figure is, e.g. "Income this month". */
  label: string;
  /** The figure: baht when `format` is 'money', a count otherwise. Ignored while loading. */
  value: number;
  /** 'money' (default) shows ฿ via formatMoney; 'count' a grouped whole number. */
  format?: StatFormat;
  /** Change from the previous period in percent (12 = up 12%, -5 = down 5%); leave out when unknown. */
  deltaPercent?: number;
  /** The previous period the change is measured against; defaults to 'month'. */
  period?: StatPeriod;
  /** Shows a skeleton in place of the figure while it loads. */
  loading?: boolean;
}

/**
 * One headline figure of the merchant's income page: a label, the value, and its change from the
 * previous period, green and pointing up when it rose, red and pointing down when it fell. Screen
 * readers hear the change as a sentence ("Up 12% from last month"), not as a colour or an arrow.
 */
export function StatCard({ label, value, format = 'money', deltaPercent, period = 'month', loading = false }: StatCardProps) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const labelId = useId();

  if (loading) {
    return (
      <Card role="group" aria-labelledby={labelId} aria-busy="true">
        <Label id={labelId}>{label}</Label>
        <ValueSkeleton />
        <DeltaSkeleton />
        <VisuallyHidden>{t('statCard.loading')}</VisuallyHidden>
      </Card>
    );
  }

  const trend = deltaPercent === undefined ? null : trendOf(deltaPercent);
  const percent = deltaPercent === undefined ? '' : formatPercentChange(deltaPercent, locale);

  return (
    <Card role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <Value>{format === 'money' ? formatMoney(value, locale) : formatCount(value, locale)}</Value>
      {trend !== null && (
        <Delta>
          <VisuallyHidden>{t(`statCard.${trend}.${period}`, { percent })}</VisuallyHidden>
          <Change $trend={trend} aria-hidden="true">
            {trend !== 'flat' && (
              <Arrow $trend={trend}>
                <Icon name="chevron" size={16} />
              </Arrow>
            )}
            {percent}
          </Change>
          <Compare aria-hidden="true">{t(`statCard.compare.${period}`)}</Compare>
        </Delta>
      )}
    </Card>
  );
}
