import { useId } from 'react';
import { FilterChip } from '../../../components/FilterChip';
import { Text } from '../../../components/Text';
import { ChipFieldset, ChipLegend, Chips } from './BeautyProfileView.styles';

export interface ChipChoice {
  readonly value: string;
  readonly label: string;
}

export interface ChipChoicesProps {
  /** The question (the fieldset's legend). */
  readonly legend: string;
  readonly hint?: string;
  readonly choices: readonly ChipChoice[];
  readonly chosen: readonly string[];
  /** A chip was turned on or off. */
  readonly onToggle: (value: string, on: boolean) => void;
  /** A group inside a larger question (smaller legend). */
  readonly minor?: boolean;
}

/** A question with any number of answers: toggle chips (pressed when chosen) in a named fieldset. */
export function ChipChoices({ legend, hint, choices, chosen, onToggle, minor = false }: ChipChoicesProps) {
  const hintId = useId();
  return (
    <ChipFieldset aria-describedby={hint ? hintId : undefined}>
      <ChipLegend $minor={minor}>{legend}</ChipLegend>
      {hint && (
        <Text variant="small" tone="muted" id={hintId}>
          {hint}
        </Text>
      )}
      <Chips>
        {choices.map((choice) => (
          <FilterChip
            key={choice.value}
            label={choice.label}
            selected={chosen.includes(choice.value)}
            onSelectedChange={(on) => onToggle(choice.value, on)}
          />
        ))}
      </Chips>
    </ChipFieldset>
  );
}
