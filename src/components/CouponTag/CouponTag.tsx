import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { Icon } from '../Icon';
import type { CouponOffer } from './CouponTag.types';
import { couponText } from './couponText';

export interface CouponTagProps extends CouponOffer {
  /** `sm` for product cards, `md` beside a coupon card or on the product page. */
  size?: 'sm' | 'md';
}

const Tag = styled.span<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: ${({ theme, $size }) => ($size === 'sm' ? `0 ${theme.space[1]}` : `0 ${theme.space[2]}`)};
  border: 1px solid ${({ theme }) => theme.colors.brandStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme, $size }) => theme.typography[$size === 'sm' ? 'caption' : 'small'].fontSize};
  line-height: ${({ theme, $size }) => theme.typography[$size === 'sm' ? 'caption' : 'small'].lineHeight};
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const iconFor = { 0: 'coupon', 1: 'coupon', 2: 'cart', 3: 'gift' } as const;

/** A small label saying what a coupon gives ('฿100 off', '15% off', 'Free shipping', 'Free gift'). */
export function CouponTag({ type, value, size = 'sm' }: CouponTagProps) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  return (
    <Tag $size={size}>
      {size === 'md' && <Icon name={iconFor[type]} size={14} />}
      {couponText({ type, value }, t, locale)}
    </Tag>
  );
}
