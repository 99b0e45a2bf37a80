import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { Text } from '../../../components/Text';
import { TextField } from '../../../components/TextField';
import { filterTopics } from './filterTopics';
import type { HelpTopicItem } from './helpLoader';
import { Answer, Category, Question, QuestionText, SearchBlock, Topic, Topics } from './HelpView.styles';

export interface HelpTopicListProps {
  readonly topics: readonly HelpTopicItem[];
  /** What the shopper typed in the search field. */
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
}

/**
 * The help topics: a search field that narrows them as the shopper types (the count is announced
 * politely), and each topic a native disclosure: its question opens and closes its answer by
 * click, tap, Enter or Space.
 */
export function HelpTopicList({ topics, query, onQueryChange }: HelpTopicListProps) {
  const { t } = useTranslation('help');
  const countId = useId();
  const shown = filterTopics(topics, query);
  const searching = query.trim() !== '';
  if (topics.length === 0) {
    return (
      <Text variant="body" tone="muted">
        {t('help.topics.empty')}
      </Text>
    );
  }
  return (
    <>
      <SearchBlock>
        <TextField
          label={t('help.topics.search')}
          type="search"
          value={query}
          onChange={onQueryChange}
          placeholder={t('help.topics.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={countId}
        />
        <Text as="p" variant="small" tone="muted" id={countId} role="status">
          {searching ? t('help.topics.found', { count: shown.length }) : ''}
        </Text>
      </SearchBlock>
      {shown.length === 0 ? (
        <Text variant="body">{t('help.topics.noMatch', { query: query.trim() })}</Text>
      ) : (
        <Topics>
          {shown.map((topic) => (
            <li key={topic.id}>
              <Topic>
                <Question>
                  <QuestionText>
                    {topic.category !== '' && <Category>{topic.category}</Category>}
                    <span>{topic.question}</span>
                  </QuestionText>
                  <Icon name="chevron" size={16} />
                </Question>
                <Answer>{topic.answer}</Answer>
              </Topic>
            </li>
          ))}
        </Topics>
      )}
    </>
  );
}
