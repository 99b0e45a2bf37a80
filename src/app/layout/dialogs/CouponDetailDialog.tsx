import { useTranslation } from 'react-i18next';
import { CouponCard } from '../../../components/CouponCard';
import { Dialog } from '../../../components/Dialog';
import type { CouponDetail } from '../layoutDialogs.types';
import { RuleList, Stack } from './dialogs.styles';

export interface CouponDetailDialogProps {
  open: boolean;
  coupon: CouponDetail;
  /** Today, for "expires in n days" (injected so stories are stable). */
  now: string | number | Date;
  onClose: () => void;
  onClaim?: () => void;
  onUse?: () => void;
}

/** A coupon's card and its usage rules (spec §2 shared layout: the coupon-detail dialog). */
export function CouponDetailDialog({ open, coupon, now, onClose, onClaim, onUse }: CouponDetailDialogProps) {
  const { t } = useTranslation('app');
  return (
    <Dialog open={open} onClose={onClose} title={t('layout.couponDetail.title')} variant="custom">
      <Stack>
        <CouponCard
          type={coupon.type}
          {...(coupon.value !== undefined ? { value: coupon.value } : {})}
          {...(coupon.title !== undefined ? { title: coupon.title } : {})}
          {...(coupon.minSpend !== undefined ? { minSpend: coupon.minSpend } : {})}
          {...(coupon.startsAt !== undefined ? { startsAt: coupon.startsAt } : {})}
          endsAt={coupon.endsAt}
          now={now}
          state={coupon.state}
          {...(onClaim ? { onClaim } : {})}
          {...(onUse ? { onUse } : {})}
        />
        {coupon.rules && coupon.rules.length > 0 && (
          <RuleList aria-label={t('layout.couponDetail.rules')}>
            {coupon.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </RuleList>
        )}
      </Stack>
    </Dialog>
  );
}
