import { Icon } from '../Icon';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keepDigits } from '../../validation';
import { clampQuantity, effectiveMax } from './clampQuantity';
import { Group, Reason, StepButton, ValueInput, Wrapper } from './QuantityStepper.styles';

export interface QuantityStepperProps {
  value: number;
  /** Called with the new quantity, always within the bounds. */
  onChange: (quantity: number) => void;
  /** Defaults to 1. */
  min?: number;
  /**
   * The product's limitNum: the most one order may hold. Absent, 0 or below `min` means no limit.
   * At the limit the + button says why it does nothing ("Limit 5 per order").
   */
  max?: number;
  /** Spoken name of the field; defaults to "Quantity". Give the product name for a cart line. */
  label?: string;
  disabled?: boolean;
  id?: string;
  /**
   * In a form (it works without JavaScript): the field's name. The number is posted under it, and
   * − and + are submit buttons posting `step` -1 and 1; Enter in the field posts step 0. Their
   * clicks still call `onChange` once the page works (the form's own submit then does nothing).
   */
  name?: string;
}

/** The named value − and + post in a form (see `name`). */
export const QUANTITY_STEP_FIELD = 'step';

const DIGITS_WITHOUT_LIMIT = 4;

/**
 * − quantity + for the product page and cart lines. The number is editable (typed values are
 * kept within the bounds when the field is left or Enter is pressed), the arrow keys step it, Home
 * and End jump to the bounds. At a bound its button stays focusable but inert, and the reason is
 * shown and announced, so focus is never lost and the shopper learns why.
 */
export function QuantityStepper({ value, onChange, min = 1, max, label, disabled = false, id, name }: QuantityStepperProps) {
  const { t } = useTranslation('inputs');
  const generatedId = useId();
  const inputId = id ?? `quantity-${generatedId}`;
  const reasonId = `${inputId}-reason`;
  const upper = effectiveMax(min, max);
  const [draft, setDraft] = useState<string | null>(null);
  const atMin = value <= min;
  const atMax = upper !== undefined && value >= upper;
  const reason = upper !== undefined && atMax ? t('stepper.limit', { count: upper }) : '';

  const set = (next: number) => {
    const clamped = clampQuantity(next, min, upper);
    if (clamped !== value) onChange(clamped);
  };

  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft !== '') set(Number(draft));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const current = draft === null || draft === '' ? value : Number(draft);
    const moves: Partial<Record<string, number>> = {
      ArrowUp: current + 1,
      ArrowDown: current - 1,
      Home: min,
      End: upper ?? current,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setDraft(null);
      set(target);
    } else if (event.key === 'Enter') {
      commitDraft();
    } else if (event.key === 'Escape' && draft !== null) {
      setDraft(null);
    }
  };

  const step = (delta: -1 | 1) =>
    name === undefined ? ({ type: 'button' } as const) : ({ type: 'submit', name: QUANTITY_STEP_FIELD, value: String(delta) } as const);

  return (
    <Wrapper>
      {/* The form's default button (Enter in the field): posts the typed number as it is. */}
      {name !== undefined && <button type="submit" name={QUANTITY_STEP_FIELD} value="0" hidden tabIndex={-1} />}
      <Group>
        <StepButton
          {...step(-1)}
          aria-label={t('stepper.decrease')}
          aria-controls={inputId}
          aria-disabled={atMin || disabled || undefined}
          disabled={disabled}
          onClick={() => {
            if (!atMin) set(value - 1);
          }}
        >
          <Icon name="minus" size={20} />
        </StepButton>
        <ValueInput
          id={inputId}
          {...(name !== undefined ? { name } : {})}
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label ?? t('stepper.label')}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={upper}
          aria-describedby={reason ? reasonId : undefined}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) =>
            setDraft(keepDigits(event.target.value, String(upper ?? '').length || DIGITS_WITHOUT_LIMIT))
          }
          onBlur={commitDraft}
          onKeyDown={handleKeyDown}
        />
        <StepButton
          {...step(1)}
          aria-label={t('stepper.increase')}
          aria-controls={inputId}
          aria-disabled={atMax || disabled || undefined}
          aria-describedby={reason ? reasonId : undefined}
          disabled={disabled}
          onClick={() => {
            if (!atMax) set(value + 1);
          }}
        >
          <Icon name="plus" size={20} />
        </StepButton>
      </Group>
      <Reason id={reasonId} role="status">
        {reason}
      </Reason>
    </Wrapper>
  );
}
