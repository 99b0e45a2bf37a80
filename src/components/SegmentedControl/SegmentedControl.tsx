import { useId } from 'react';
import { Group, Radio, Segment } from './SegmentedControl.styles';
import type { SegmentOption } from './SegmentedControl.types';

export interface SegmentedControlProps {
  options: readonly SegmentOption[];
  value: string;
  onChange: (value: string) => void;
  /** Names the group for screen readers ("Sort by"). */
  label: string;
  /** Radio-group name; a unique one is made when left out. */
  name?: string;
  fullWidth?: boolean;
  /**
   * More choices than fit (a list's five sort orders in English): each keeps its label on one line
   * and the row scrolls sideways instead of squeezing the labels letter by letter.
   */
  scrollable?: boolean;
}

/**
 * Two to four mutually exclusive choices side by side (grid or list view, sort order); more with
 * `scrollable`. It is a radio group built on native radios: Tab reaches the checked option, arrow
 * keys change it.
 */
export function SegmentedControl({ options, value, onChange, label, name, fullWidth = false, scrollable = false }: SegmentedControlProps) {
  const generated = useId();
  const groupName = name ?? generated;
  return (
    <Group role="radiogroup" aria-label={label} $fullWidth={fullWidth} $scrollable={scrollable}>
      {options.map((option) => (
        <Segment key={option.value} $scrollable={scrollable}>
          <Radio
            type="radio"
            name={groupName}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </Segment>
      ))}
    </Group>
  );
}
