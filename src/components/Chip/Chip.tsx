import type { MouseEvent } from 'react';
import { Icon, type IconName } from '../Icon';
import { ChipButton, Pill, PillText } from './Chip.styles';

export interface ChipProps {
  label: string;
  /** An icon before the label (decorative: the label says it). */
  icon?: IconName;
  /** Makes the chip a button (a search-history keyword, a suggestion); without it the chip is plain text. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
}

/**
 * A compact pill: a keyword, a suggestion, a search-history entry. Clickable when given `onClick`
 * (a 44 px high button), static otherwise. Long labels are cut to one line with an ellipsis.
 */
export function Chip({ label, icon, onClick, disabled = false }: ChipProps) {
  const content = (
    <Pill>
      {icon && <Icon name={icon} size={16} />}
      <PillText>{label}</PillText>
    </Pill>
  );
  if (!onClick) return content;
  return (
    <ChipButton type="button" onClick={onClick} disabled={disabled}>
      {content}
    </ChipButton>
  );
}
