import { useId, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { ErrorText } from '../TextField/TextField.styles';
import { ChoiceHint, ChoiceLabel, ChoiceRow, ChoiceText, ControlBox, NativeControl } from './Checkbox.styles';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'children'> {
  /** The visible label; may hold a link (e.g. "I agree to the terms"). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line of smaller text under the label. */
  hint?: string;
  /** Shown under the box and tied to it, e.g. "Please accept the terms". */
  error?: string | null;
  /** The mixed state of a "select all" box whose items are partly selected. */
  indeterminate?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label, the whole row a 44 px tall touch target. Use it for an on/off
 * choice that takes effect when the form is sent (accept terms, select cart items); use Switch
 * for a setting that applies at once.
 */
export function Checkbox({
  label,
  checked,
  onChange,
  hint,
  error,
  indeterminate = false,
  disabled = false,
  id,
  ref,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const boxRef = useRef<HTMLInputElement | null>(null);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  useLayoutEffect(() => {
    if (boxRef.current) boxRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRefs = (node: HTMLInputElement | null) => {
    boxRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div>
      <ChoiceRow $disabled={disabled}>
        <ControlBox>
          <NativeControl
            ref={setRefs}
            id={inputId}
            type="checkbox"
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            {...rest}
          />
        </ControlBox>
        <ChoiceText>
          <ChoiceLabel htmlFor={inputId}>{label}</ChoiceLabel>
          {hint && <ChoiceHint id={hintId}>{hint}</ChoiceHint>}
        </ChoiceText>
      </ChoiceRow>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </div>
  );
}
