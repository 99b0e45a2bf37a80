import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';
import { Count, Dot, Wrapper } from './Badge.styles';
import type { BadgeTone } from './Badge.types';
import { formatBadgeCount, MAX_BADGE_COUNT } from './badgeCount';

export interface BadgeProps {
  /** The number shown; nothing renders for zero or less (unless `dot`). Above `max` it reads '99+'. */
  count?: number;
  /** A plain dot meaning "something new", without a number. */
  dot?: boolean;
  /** Largest number shown in full; defaults to 99. */
  max?: number;
  /**
   * What a screen reader hears instead of the number, e.g. '3 items in your cart'. Defaults to a
   * generic '3 items' (or 'New' for a dot).
   */
  label?: string;
  tone?: BadgeTone;
}

/**
 * A small count or dot beside (or on top of) something. The visible number is hidden from screen
 * readers; they hear `label` instead.
 */
export function Badge({ count = 0, dot = false, max = MAX_BADGE_COUNT, label, tone = 'danger' }: BadgeProps) {
  const { t } = useTranslation('basics');
  if (dot) {
    return (
      <Wrapper>
        <Dot $tone={tone} aria-hidden />
        <VisuallyHidden>{label ?? t('badge.dot')}</VisuallyHidden>
      </Wrapper>
    );
  }
  const display = formatBadgeCount(count, max);
  if (display === '') return null;
  return (
    <Wrapper>
      <Count $tone={tone} aria-hidden>
        {display}
      </Count>
      <VisuallyHidden>{label ?? t('badge.count', { count: Math.floor(count), display })}</VisuallyHidden>
    </Wrapper>
  );
}
