import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { keepDigits, validate, type ValidationRule } from '../../validation';
import { ErrorText, Field, Hint, Input, LabelText, RequiredMark } from './TextField.styles';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Rules of spec §5, checked in order when the field loses focus; the first failure is shown. */
  rules?: readonly ValidationRule[];
  /** Keep digits only and cut to `maxLength` as the shopper types (phone, card, code fields). */
  digitsOnly?: boolean;
  hint?: string;
  /** An error from outside (e.g. the server); shown instead of the rules' message. */
  error?: string | null;
  /** Told the rules' result each time they run: null when valid, else the message shown. */
  onValidate?: (message: string | null) => void;
  ref?: Ref<HTMLInputElement>;
}

/** Runs `rules` against `value` and returns the first message, or null when all pass. */
export function firstError(
  rules: readonly ValidationRule[],
  value: string,
  locale: Parameters<typeof validate>[2],
): string | null {
  const isRequired = rules.includes('required');
  if (!isRequired && value === '') return null;
  for (const rule of rules) {
    const message = validate(rule, value, locale);
    if (message) return message;
  }
  return null;
}

/**
 * A labelled text input that checks the spec's rules when it loses focus and then on every
 * change, with the message tied to the input (aria-describedby, aria-invalid) in the shopper's
 * language. An optional field's rules only apply once something is typed.
 */
export function TextField({
  label,
  value,
  onChange,
  rules = [],
  digitsOnly = false,
  hint,
  error,
  onValidate,
  onBlur,
  maxLength,
  id,
  ref,
  ...rest
}: TextFieldProps) {
  const locale = useLocale();
  const generatedId = useId();
  const inputId = id ?? `field-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [touched, setTouched] = useState(false);

  const ruleError = touched ? firstError(rules, value, locale) : null;
  const shownError = error || ruleError;
  const describedBy = [shownError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = digitsOnly ? keepDigits(event.target.value, maxLength) : event.target.value;
    onChange(next);
    if (touched) onValidate?.(firstError(rules, next, locale));
  };

  return (
    <Field>
      <LabelText htmlFor={inputId}>
        {label}
        {rules.includes('required') && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelText>
      <Input
        ref={ref}
        id={inputId}
        value={value}
        onChange={handleChange}
        onBlur={(event) => {
          setTouched(true);
          onValidate?.(firstError(rules, value, locale));
          onBlur?.(event);
        }}
        // With digitsOnly the cut happens after keepDigits: a native maxLength would first cut a
        // pasted "08-1234 5678" to "08-1234 56" and lose digits.
        maxLength={digitsOnly ? undefined : maxLength}
        inputMode={digitsOnly ? 'numeric' : rest.inputMode}
        aria-invalid={shownError ? true : undefined}
        aria-required={rules.includes('required') || undefined}
        aria-describedby={describedBy || undefined}
        $invalid={Boolean(shownError)}
        {...rest}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {shownError && (
        <ErrorText id={errorId} role="alert">
          {shownError}
        </ErrorText>
      )}
    </Field>
  );
}
