import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { useLocale } from '../../i18n/useLocale';
import { Button } from '../Button';
import { CouponTag, type CouponOffer } from '../CouponTag';
import { formatPercent } from '../CouponTag/couponText';
import { Body, Card, Footer, Line, Stamp, Stub, Title, Value, ValueWords } from './CouponCard.styles';
import type { CouponCardState } from './CouponCard.types';
import { daysUntil } from './daysUntil';

type DateInput = Date | string | number;

export interface CouponCardProps extends CouponOffer {
  state: CouponCardState;
  /** The coupon's name, e.g. the brand or campaign it belongs to. */
  title?: string;
  /** Minimum spend in baht; 0 or absent means no minimum. */
  minSpend?: number;
  /** First day of validity; without it only the end date is shown. */
  startsAt?: DateInput;
  endsAt: DateInput;
  /** The current time, injected (never read from the clock) so the card renders the same everywhere. */
  now: DateInput;
  /** "Expires in N days" is shown from this many days before the end (default 3). */
  soonDays?: number;
  onClaim?: () => void;
  onUse?: () => void;
  /**
   * Puts the claim button in a form (a claim posted without JavaScript): it then submits it, and its
   * click still calls `onClaim` once the page works.
   */
  claimForm?: (button: ReactElement) => ReactNode;
}

/**
 * A coupon as a ticket: its value on the left, its condition and validity on the right, and one
 * action for its state. Expired and used coupons are greyed, say so in words, and offer no action.
 */
export function CouponCard({
  type,
  value = 0,
  state,
  title,
  minSpend,
  startsAt,
  endsAt,
  now,
  soonDays = 3,
  onClaim,
  onUse,
  claimForm,
}: CouponCardProps) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const valueId = useId();
  const inactive = state === 'expired' || state === 'used';
  const days = daysUntil(endsAt, now);
  const end = formatDate(endsAt, locale);
  const validity =
    startsAt === undefined
      ? t('couponCard.validUntil', { date: end })
      : t('couponCard.validRange', { start: formatDate(startsAt, locale), end });

  return (
    <Card $inactive={inactive} aria-labelledby={valueId}>
      <Stub $inactive={inactive}>
        {type === 0 && <Value>{formatMoney(value, locale)}</Value>}
        {type === 1 && <Value>{formatPercent(value, locale)}%</Value>}
        {type === 2 && <ValueWords>{t('couponCard.freeShippingValue')}</ValueWords>}
        {type === 3 && <ValueWords>{t('couponCard.freeGiftValue')}</ValueWords>}
      </Stub>
      <Body>
        <Title id={valueId}>
          {title ?? <CouponTag type={type} value={value} size="md" />}
          {title !== undefined && (
            <>
              {' '}
              <CouponTag type={type} value={value} />
            </>
          )}
        </Title>
        <Line>
          {minSpend !== undefined && minSpend > 0
            ? t('couponCard.minSpend', { amount: formatMoney(minSpend, locale) })
            : t('couponCard.noMinSpend')}
        </Line>
        <Line>{validity}</Line>
        {!inactive && days >= 0 && days <= soonDays && (
          <Line $tone="warning">
            {days === 0 ? t('couponCard.expiresToday') : t('couponCard.expiresInDays', { count: days })}
          </Line>
        )}
        <Footer>
          {(state === 'claimable' || state === 'claiming') &&
            (claimForm ?? ((button: ReactElement) => button))(
              <Button type={claimForm ? 'submit' : 'button'} size="md" loading={state === 'claiming'} onClick={onClaim} aria-describedby={valueId}>
                {t('couponCard.claim')}
              </Button>,
            )}
          {state === 'usable' && (
            <Button size="md" variant="outline" onClick={onUse} aria-describedby={valueId}>
              {t('couponCard.use')}
            </Button>
          )}
          {inactive && <Stamp>{t(state === 'expired' ? 'couponCard.expired' : 'couponCard.used')}</Stamp>}
        </Footer>
      </Body>
    </Card>
  );
}
