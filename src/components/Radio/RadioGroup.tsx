import { useId, type ReactNode } from 'react';
import { ErrorText, Hint, RequiredMark } from '../TextField/TextField.styles';
import { Radio } from './Radio';
import { Fieldset, Legend, Options } from './RadioGroup.styles';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, shown as the fieldset's legend and spoken as the group's name. */
  legend: string;
  /** Shared by the radios; also the form field's name. */
  name: string;
  options: readonly RadioOption[];
  /** The chosen option's value; '' or absent when none is chosen yet. */
  value?: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  direction?: 'vertical' | 'horizontal';
}

/**
 * A question with one answer (delivery method, refund reason) as a fieldset of native radios: the
 * legend names the group, Tab enters it at the chosen option and the arrow keys move the choice.
 * Use Select instead when there are more than about seven options.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value = '',
  onChange,
  hint,
  error,
  required = false,
  disabled = false,
  direction = 'vertical',
}: RadioGroupProps) {
  const groupId = useId();
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <Fieldset
      disabled={disabled}
      aria-describedby={describedBy || undefined}
    >
      <Legend>
        {legend}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Options $direction={direction}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            hint={option.hint}
            checked={option.value === value}
            disabled={disabled || option.disabled}
            onChange={onChange}
            required={required}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </Options>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
