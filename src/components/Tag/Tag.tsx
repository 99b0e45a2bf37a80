import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { StyledTag, TagText } from './Tag.styles';
import type { TagEmphasis, TagSize, TagTone } from './Tag.types';

export interface TagProps {
  children: ReactNode;
  tone?: TagTone;
  emphasis?: TagEmphasis;
  /** `sm` on cards, `md` on detail pages. */
  size?: TagSize;
  /** An icon before the text (decorative: the text says it). */
  icon?: IconName;
}

/** A short, non-interactive label ('New', 'Best seller', 'Out of stock'); one line, cut with an ellipsis. */
export function Tag({ children, tone = 'neutral', emphasis = 'subtle', size = 'sm', icon }: TagProps) {
  return (
    <StyledTag $tone={tone} $emphasis={emphasis} $size={size}>
      {icon && <Icon name={icon} size={size === 'sm' ? 12 : 14} />}
      <TagText>{children}</TagText>
    </StyledTag>
  );
}
