import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { countGraphemes, truncateGraphemes } from '../../format/text';
import { useLocale } from '../../i18n/useLocale';
import type { ValidationRule } from '../../validation';
import { firstError } from '../TextField';
import { ErrorText, Field, Hint, LabelText, RequiredMark } from '../TextField/TextField.styles';
import { VisuallyHidden } from '../VisuallyHidden';
import { Counter, Footer, Messages, TextAreaBox } from './TextArea.styles';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'maxLength'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Rules of spec §5, checked when the field loses focus and then on every change. */
  rules?: readonly ValidationRule[];
  hint?: string;
  /** An error from outside (e.g. the server); shown instead of the rules' message. */
  error?: string | null;
  /** Told the rules' result each time they run: null when valid, else the message shown. */
  onValidate?: (message: string | null) => void;
  /**
   * The most characters allowed, counted as the shopper sees them (grapheme clusters: 'กี่' or a
   * family emoji is one). Shows a live counter and cuts longer text, also pasted text.
   */
  maxLength?: number;
  /** Grow with the text instead of scrolling (from `rows` lines up). */
  autoGrow?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

function limitText(text: string, maxLength: number | undefined): string {
  if (maxLength === undefined || countGraphemes(text) <= maxLength) return text;
  return truncateGraphemes(text, maxLength, '');
}

/**
 * A labelled multi-line text field (reviews, remarks, feedback) with the same hint, error and rule
 * behaviour as TextField, a grapheme-safe character counter and optional auto-grow. The limit is
 * applied once an input method finishes composing, so Chinese pinyin input is never cut mid-word.
 */
export function TextArea({
  label,
  value,
  onChange,
  rules = [],
  hint,
  error,
  onValidate,
  maxLength,
  autoGrow = false,
  rows = 3,
  onBlur,
  id,
  ref,
  ...rest
}: TextAreaProps) {
  const { t } = useTranslation('inputs');
  const locale = useLocale();
  const generatedId = useId();
  const inputId = id ?? `textarea-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const counterId = `${inputId}-counter`;
  const [touched, setTouched] = useState(false);
  const composing = useRef(false);
  const boxRef = useRef<HTMLTextAreaElement | null>(null);

  const ruleError = touched ? firstError(rules, value, locale) : null;
  const shownError = error || ruleError;
  const count = countGraphemes(value);
  const atLimit = maxLength !== undefined && count >= maxLength;
  const describedBy = [shownError ? errorId : null, hint ? hintId : null, maxLength ? counterId : null]
    .filter(Boolean)
    .join(' ');

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!autoGrow || !box) return;
    box.style.height = 'auto';
    const borders = box.offsetHeight - box.clientHeight;
    box.style.height = `${box.scrollHeight + borders}px`;
  }, [autoGrow, value]);

  const commit = (raw: string) => {
    const next = composing.current ? raw : limitText(raw, maxLength);
    onChange(next);
    if (touched) onValidate?.(firstError(rules, next, locale));
  };

  const setRefs = (node: HTMLTextAreaElement | null) => {
    boxRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <Field>
      <LabelText htmlFor={inputId}>
        {label}
        {rules.includes('required') && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelText>
      <TextAreaBox
        ref={setRefs}
        id={inputId}
        value={value}
        rows={rows}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => commit(event.target.value)}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event: CompositionEvent<HTMLTextAreaElement>) => {
          composing.current = false;
          commit(event.currentTarget.value);
        }}
        onBlur={(event) => {
          setTouched(true);
          onValidate?.(firstError(rules, value, locale));
          onBlur?.(event);
        }}
        aria-invalid={shownError ? true : undefined}
        aria-required={rules.includes('required') || undefined}
        aria-describedby={describedBy || undefined}
        $invalid={Boolean(shownError)}
        $autoGrow={autoGrow}
        {...rest}
      />
      {(hint || shownError || maxLength !== undefined) && (
        <Footer>
          <Messages>
            {hint && <Hint id={hintId}>{hint}</Hint>}
            {shownError && (
              <ErrorText id={errorId} role="alert">
                {shownError}
              </ErrorText>
            )}
          </Messages>
          {maxLength !== undefined && (
            <Counter id={counterId} $atLimit={atLimit}>
              <span aria-hidden="true">{t('textArea.counter', { count, max: maxLength })}</span>
              <VisuallyHidden>{t('textArea.counterSpoken', { count, max: maxLength })}</VisuallyHidden>
            </Counter>
          )}
        </Footer>
      )}
      {maxLength !== undefined && (
        <VisuallyHidden>
          <span role="status">{atLimit ? t('textArea.limitReached', { max: maxLength }) : ''}</span>
        </VisuallyHidden>
      )}
    </Field>
  );
}
