import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import type { BookingStatus, StatusTone } from './StatusBadge.types';

/** Waiting is amber, agreed is blue, done is green, money on its way back is brand pink, ended is grey. */
export const STATUS_TONES: Record<BookingStatus, StatusTone> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'success',
  cancelled: 'danger',
  refunding: 'brand',
  refunded: 'neutral',
  expired: 'neutral',
};

const toneColors = (theme: DefaultTheme, tone: StatusTone): { background: string; color: string } =>
  ({
    warning: { background: theme.colors.warningSubtle, color: theme.colors.warning },
    info: { background: theme.colors.infoSubtle, color: theme.colors.info },
    success: { background: theme.colors.successSubtle, color: theme.colors.success },
    danger: { background: theme.colors.dangerSubtle, color: theme.colors.danger },
    brand: { background: theme.colors.brandSubtle, color: theme.colors.brandStrong },
    neutral: { background: theme.colors.surfaceMuted, color: theme.colors.textMuted },
  })[tone];

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).background};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).color};
  font-family: ${({ theme }) => theme.fontFamily.body};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  font-weight: 700;
  white-space: nowrap;

  &::before {
    content: '';
    flex: none;
    width: ${({ theme }) => theme.space[2]};
    height: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.round};
    background: currentColor;
  }
`;

export interface StatusBadgeProps {
  status: BookingStatus;
}

/** A booking's or order's status as a coloured pill with its name in words (colour is never the only cue). */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation('booking');
  return <Badge $tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}
