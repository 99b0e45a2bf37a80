import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, formatBadgeCount } from '../Badge';
import { Icon, type IconName } from '../Icon';
import { BadgeSpot, StyledIconButton } from './IconButton.styles';
import type { IconButtonVariant } from './IconButton.types';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'aria-labelledby'> {
  icon: IconName;
  /** The button's spoken name (required: the icon alone says nothing to a screen reader). */
  label: string;
  variant?: IconButtonVariant;
  /** A count on the icon's corner (cart items, unread messages); above 99 it reads '99+'; 0 shows nothing. */
  badge?: number;
  /**
   * What a screen reader hears for the badge, appended to `label` ('Cart, 3 items in your cart').
   * Defaults to '3 items'. Include the number as shown, so the spoken name matches what is seen.
   */
  badgeLabel?: string;
  /** Pixel size of the icon; the button stays 44×44. */
  iconSize?: number;
  /** Mirrors the icon (e.g. a forward arrow from `back`). */
  iconFlipped?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A 44×44 button showing only an icon, named by `label` (plus the badge's count when there is one). */
export function IconButton({
  icon,
  label,
  variant = 'plain',
  badge,
  badgeLabel,
  iconSize = 24,
  iconFlipped = false,
  type = 'button',
  ref,
  ...rest
}: IconButtonProps) {
  const { t } = useTranslation('basics');
  const display = badge === undefined ? '' : formatBadgeCount(badge);
  const badgeText = badgeLabel ?? t('badge.count', { count: Math.floor(badge ?? 0), display });
  // The name carries the count ('Cart, 3 items'), so what is seen is also what is heard.
  const name = display === '' ? label : t('iconButton.nameWithBadge', { label, badge: badgeText });
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      $variant={variant}
      {...rest}
      aria-label={name}
    >
      <Icon name={icon} size={iconSize} flipped={iconFlipped} />
      {display !== '' && (
        <BadgeSpot aria-hidden>
          <Badge count={badge} />
        </BadgeSpot>
      )}
    </StyledIconButton>
  );
}
