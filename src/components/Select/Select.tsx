import { useId, useState, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { Icon } from '../Icon';
import { firstError } from '../TextField';
import { ErrorText, Field, Hint, LabelText, RequiredMark } from '../TextField/TextField.styles';
import { Chevron, Control, NativeSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'multiple' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The chosen value; '' shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  /** The first, unselectable line shown while nothing is chosen; defaults to "Please choose". */
  placeholder?: string;
  hint?: string;
  /** An error from outside; shown instead of the required message. */
  error?: string | null;
  /** The field must be chosen: checked when it loses focus, then on every change (rule `required`). */
  required?: boolean;
  /** Told the check's result each time it runs: null when valid, else the message shown. */
  onValidate?: (message: string | null) => void;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select, styled: on phones and in app webviews it opens the system picker,
 * which is the most usable and accessible list there is. Use it for a choice from a list (province,
 * refund reason, bank); use RadioGroup when there are only two to seven short options to compare.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  hint,
  error,
  required = false,
  onValidate,
  onBlur,
  id,
  ref,
  ...rest
}: SelectProps) {
  const { t } = useTranslation('inputs');
  const locale = useLocale();
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const [touched, setTouched] = useState(false);
  const rules = required ? (['required'] as const) : [];
  const ruleError = touched ? firstError(rules, value, locale) : null;
  const shownError = error || ruleError;
  const describedBy = [shownError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <Field>
      <LabelText htmlFor={selectId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelText>
      <Control>
        <NativeSelect
          ref={ref}
          id={selectId}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            if (touched) onValidate?.(firstError(rules, event.target.value, locale));
          }}
          onBlur={(event) => {
            setTouched(true);
            onValidate?.(firstError(rules, value, locale));
            onBlur?.(event);
          }}
          required={required}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          $invalid={Boolean(shownError)}
          $placeholder={value === ''}
          {...rest}
        >
          <option value="" disabled>
            {placeholder ?? t('select.placeholder')}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron>
          <Icon name="chevron" size={20} />
        </Chevron>
      </Control>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {shownError && (
        <ErrorText id={errorId} role="alert">
          {shownError}
        </ErrorText>
      )}
    </Field>
  );
}
