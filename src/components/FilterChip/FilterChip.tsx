import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../Icon';
import { Group, Label, Remove, Toggle } from './FilterChip.styles';

export interface FilterChipProps {
  label: string;
  /** Whether the filter is on (announced as a pressed toggle button). */
  selected: boolean;
  /** Called with the new state when the shopper toggles the chip. */
  onSelectedChange: (selected: boolean) => void;
  /** Shows a remove (×) button, e.g. for an applied filter in a summary row. */
  onRemove?: () => void;
  /** The remove button's spoken name; defaults to 'Remove <label>'. */
  removeLabel?: string;
  /** An icon before the label (decorative). */
  icon?: IconName;
  disabled?: boolean;
}

/**
 * A filter that turns on and off (a toggle button with aria-pressed), optionally with its own
 * remove button. Both parts are 44 px high.
 */
export function FilterChip({
  label,
  selected,
  onSelectedChange,
  onRemove,
  removeLabel,
  icon,
  disabled = false,
}: FilterChipProps) {
  const { t } = useTranslation('basics');
  return (
    <Group $selected={selected} $disabled={disabled}>
      <Toggle
        type="button"
        aria-pressed={selected}
        disabled={disabled}
        $hasRemove={onRemove !== undefined}
        onClick={() => onSelectedChange(!selected)}
      >
        {icon && <Icon name={icon} size={16} />}
        <Label>{label}</Label>
      </Toggle>
      {onRemove && (
        <Remove type="button" aria-label={removeLabel ?? t('chip.remove', { label })} disabled={disabled} onClick={onRemove}>
          <Icon name="close" size={16} />
        </Remove>
      )}
    </Group>
  );
}
