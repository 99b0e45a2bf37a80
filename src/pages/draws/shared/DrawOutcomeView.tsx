import { useTranslation } from 'react-i18next';
import { Button, Text } from '../../../components';
import type { DrawOutcome } from '../../../api';
import { OutcomeBox } from './drawViews.styles';

export interface DrawOutcomeViewProps {
  outcome: DrawOutcome;
  /** To the shopper's coupons (shown when the outcome put a coupon there). */
  onOpenCoupons: () => void;
}

/** What an entry came to, as the backend decided: the prize and how to claim it, or the consolation coupon. Pure. */
export function DrawOutcomeView({ outcome, onOpenCoupons }: DrawOutcomeViewProps) {
  const { t } = useTranslation('draws');
  const coupon = outcome.result === 'won' ? outcome.coupon : outcome.consolation;
  return (
    <OutcomeBox $won={outcome.result === 'won'}>
      <Text variant="bodyStrong">{outcome.result === 'won' ? t('outcome.won', { prize: outcome.prize.name }) : t('outcome.lost')}</Text>
      {outcome.result === 'won' && <Text>{outcome.claim}</Text>}
      {coupon && (
        <>
          <Text>{outcome.result === 'won' ? t('outcome.couponAdded', { coupon: coupon.title }) : t('outcome.consolation', { coupon: coupon.title })}</Text>
          <div>
            <Button variant="secondary" onClick={onOpenCoupons}>
              {t('outcome.openCoupons')}
            </Button>
          </div>
        </>
      )}
    </OutcomeBox>
  );
}
