import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  ChoiceHint,
  ChoiceLabel,
  ChoiceRow,
  ChoiceText,
  ControlBox,
  NativeControl,
} from '../Checkbox/Checkbox.styles';

export interface RadioProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'children' | 'value'> {
  label: ReactNode;
  /** The value this option stands for. */
  value: string;
  /** The radios of one question share a name. */
  name: string;
  checked: boolean;
  /** Called with this option's value when the shopper picks it. */
  onChange: (value: string) => void;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One native radio button with its label, the whole row a 44 px tall touch target. Put radios in a
 * RadioGroup, which names the question and gives arrow-key movement between them.
 */
export function Radio({ label, value, name, checked, onChange, hint, disabled = false, id, ref, ...rest }: RadioProps) {
  const generatedId = useId();
  const inputId = id ?? `radio-${generatedId}`;
  const hintId = `${inputId}-hint`;
  return (
    <ChoiceRow $disabled={disabled}>
      <ControlBox>
        <NativeControl
          ref={ref}
          id={inputId}
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.checked) onChange(value);
          }}
          aria-describedby={hint ? hintId : undefined}
          {...rest}
        />
      </ControlBox>
      <ChoiceText>
        <ChoiceLabel htmlFor={inputId}>{label}</ChoiceLabel>
        {hint && <ChoiceHint id={hintId}>{hint}</ChoiceHint>}
      </ChoiceText>
    </ChoiceRow>
  );
}
