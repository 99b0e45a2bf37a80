import { useId, useRef, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  Chip,
  ChipList,
  ChipText,
  ClearButton,
  Form,
  SearchIcon,
  SearchInput,
  Section,
  SectionHeader,
  SectionTitle,
  SuggestionButton,
  SuggestionList,
  Wrapper,
} from './SearchBar.styles';

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter (or the keyboard's search key) with a non-blank term: the term, trimmed. */
  onSubmit: (term: string) => void;
  /** Spoken name of the field; defaults to "Search". */
  label?: string;
  /** Defaults to "Search products and brands". */
  placeholder?: string;
  /** Past searches, newest first (spec §9 keeps up to 20); shown as chips while the field is empty. */
  history?: readonly string[];
  onPickHistory?: (term: string) => void;
  /** Without it the history has no clear button. */
  onClearHistory?: () => void;
  /** Terms matching what is typed; shown while the field has text. */
  suggestions?: readonly string[];
  onPickSuggestion?: (term: string) => void;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
  /**
   * The query parameter the term is sent as when the form submits itself (before the page's
   * scripts run, or without them): the form then asks for its own address with `?name=term`.
   */
  name?: string;
  /** Other query parameters the form sends along with the term (hidden fields). */
  hiddenFields?: Readonly<Record<string, string>>;
}

/**
 * The search field of the search page and brand pages: a search icon, a labelled clear button,
 * submit on Enter, recent searches as chips (with a clear-all) while the field is empty and an
 * optional suggestion list while it has text. Keeping history is the caller's job.
 */
export function SearchBar({
  value,
  onChange,
  onSubmit,
  label,
  placeholder,
  history = [],
  onPickHistory,
  onClearHistory,
  suggestions = [],
  onPickSuggestion,
  autoFocus,
  ref,
  name,
  hiddenFields = {},
}: SearchBarProps) {
  const { t } = useTranslation('inputs');
  const inputId = useId();
  const historyId = `${inputId}-history`;
  const suggestionsId = `${inputId}-suggestions`;
  const inputRef = useRef<HTMLInputElement | null>(null);

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = value.trim();
    if (term) onSubmit(term);
  };

  const showHistory = value === '' && history.length > 0;
  const showSuggestions = value !== '' && suggestions.length > 0;

  return (
    <Wrapper>
      <Form role="search" method="get" onSubmit={handleSubmit}>
        {Object.entries(hiddenFields).map(([field, fieldValue]) => (
          <input key={field} type="hidden" name={field} value={fieldValue} />
        ))}
        <VisuallyHidden>
          <label htmlFor={inputId}>{label ?? t('search.label')}</label>
        </VisuallyHidden>
        <SearchIcon>
          <Icon name="search" size={20} />
        </SearchIcon>
        <SearchInput
          ref={setRefs}
          id={inputId}
          name={name}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          autoFocus={autoFocus}
          value={value}
          placeholder={placeholder ?? t('search.placeholder')}
          onChange={(event) => onChange(event.target.value)}
        />
        {value !== '' && (
          <ClearButton
            type="button"
            aria-label={t('search.clear')}
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" size={20} />
          </ClearButton>
        )}
      </Form>
      {showHistory && (
        <Section aria-labelledby={historyId}>
          <SectionHeader>
            <SectionTitle id={historyId}>{t('search.history')}</SectionTitle>
            {onClearHistory && (
              <Button variant="text" size="sm" onClick={onClearHistory}>
                {t('search.clearHistory')}
              </Button>
            )}
          </SectionHeader>
          <ChipList>
            {history.map((term) => (
              <li key={term}>
                <Chip type="button" onClick={() => onPickHistory?.(term)}>
                  <ChipText>{term}</ChipText>
                </Chip>
              </li>
            ))}
          </ChipList>
        </Section>
      )}
      {showSuggestions && (
        <Section aria-labelledby={suggestionsId}>
          <VisuallyHidden>
            <span id={suggestionsId}>{t('search.suggestions')}</span>
          </VisuallyHidden>
          <SuggestionList>
            {suggestions.map((term) => (
              <li key={term}>
                <SuggestionButton type="button" onClick={() => onPickSuggestion?.(term)}>
                  <Icon name="search" size={16} />
                  <span>{term}</span>
                </SuggestionButton>
              </li>
            ))}
          </SuggestionList>
        </Section>
      )}
    </Wrapper>
  );
}
