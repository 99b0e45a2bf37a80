import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { keepDigits } from '../../validation';
import { ErrorText, Field, Hint, LabelText } from '../TextField/TextField.styles';
import { HiddenInput, Slot, Slots } from './CodeInput.styles';

export interface CodeInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'maxLength' | 'size' | 'type'> {
  value: string;
  onChange: (value: string) => void;
  /** The code a pasted or scanned text holds when it is more than digits (say, a link with the code); null: keep its digits. */
  readCode?: (text: string) => string | null;
  /** Called once with the code each time the N-th digit is entered (typed, pasted or autofilled). */
  onComplete?: (code: string) => void;
  /** Number of digits; 6 unless told. */
  length?: number;
  /** Defaults to the translated "Verification code". */
  label?: string;
  hint?: string;
  /** e.g. "The code is wrong or has expired" from the server. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-time code field drawn as N boxes. It is one real input (autocomplete="one-time-code") so
 * SMS autofill, paste and screen readers get a single field with its whole value; the boxes are
 * decoration. Keeps digits only (full-width and Thai digits become 0-9).
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  readCode,
  length = 6,
  label,
  hint,
  error,
  id,
  disabled,
  onFocus,
  onBlur,
  ref,
  ...rest
}: CodeInputProps) {
  const { t } = useTranslation('inputs');
  const generatedId = useId();
  const inputId = id ?? `code-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [focused, setFocused] = useState(false);
  const digits = keepDigits(value, length);
  const shownHint = hint ?? t('code.hint', { count: length });
  const describedBy = [error ? errorId : null, shownHint ? hintId : null].filter(Boolean).join(' ');
  const activeIndex = Math.min(digits.length, length - 1);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const next = keepDigits(readCode?.(text) ?? text, length);
    onChange(next);
    if (next.length === length && next !== digits) onComplete?.(next);
  };

  return (
    <Field>
      <LabelText htmlFor={inputId}>{label ?? t('code.label')}</LabelText>
      <Slots aria-disabled={disabled || undefined}>
        {Array.from({ length }, (_, index) => (
          <Slot
            key={index}
            aria-hidden="true"
            $active={focused && index === activeIndex}
            $invalid={Boolean(error)}
          >
            {digits[index] ?? ''}
          </Slot>
        ))}
        <HiddenInput
          ref={ref}
          id={inputId}
          type="text"
          value={digits}
          onChange={handleChange}
          onFocus={(event) => {
            setFocused(true);
            // Typing always continues at the end, as the boxes show.
            const end = event.currentTarget.value.length;
            event.currentTarget.setSelectionRange(end, end);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
      </Slots>
      {shownHint && <Hint id={hintId}>{shownHint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
