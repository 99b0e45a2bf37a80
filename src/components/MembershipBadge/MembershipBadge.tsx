import { Icon } from '../Icon';
import styled, { type DefaultTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';

/** The look of a level, lowest first; the level's name comes from the backend. */
export type MembershipTone = 'basic' | 'silver' | 'gold' | 'platinum' | 'diamond';

export interface MembershipBadgeProps {
  /** The level's name as the shop calls it ("Gold", "สมาชิกระดับทอง"). */
  levelName: string;
  tone: MembershipTone;
  size?: 'sm' | 'md';
}

const tones = (theme: DefaultTheme): Record<MembershipTone, { color: string; background: string; border: string }> => ({
  basic: { color: theme.colors.textMuted, background: theme.colors.surfaceMuted, border: theme.colors.border },
  silver: { color: theme.colors.text, background: theme.colors.surface, border: theme.colors.borderStrong },
  gold: { color: theme.colors.warning, background: theme.colors.warningSubtle, border: theme.colors.warning },
  platinum: { color: theme.colors.info, background: theme.colors.infoSubtle, border: theme.colors.info },
  diamond: { color: theme.colors.onBrand, background: theme.colors.brandStrong, border: theme.colors.brandStrong },
});

const Badge = styled.span<{ $tone: MembershipTone; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[2] : theme.space[3])};
  border: 1px solid ${({ theme, $tone }) => tones(theme)[$tone].border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => tones(theme)[$tone].background};
  color: ${({ theme, $tone }) => tones(theme)[$tone].color};
  font-size: ${({ theme, $size }) => theme.typography[$size === 'sm' ? 'caption' : 'small'].fontSize};
  line-height: ${({ theme, $size }) => theme.typography[$size === 'sm' ? 'caption' : 'small'].lineHeight};
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
`;

const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The shopper's membership level as a coloured pill; screen readers hear "Membership level: Gold". */
export function MembershipBadge({ levelName, tone, size = 'sm' }: MembershipBadgeProps) {
  const { t } = useTranslation('commerce');
  return (
    <Badge $tone={tone} $size={size}>
      <Icon name="crown" size={size === 'sm' ? 12 : 16} />
      <VisuallyHidden>{t('membershipBadge.level')}: </VisuallyHidden>
      <Name>{levelName}</Name>
    </Badge>
  );
}
