import { useTranslation } from 'react-i18next';
import type { Vote } from '../../../api';
import { Button } from '../../../components/Button';
import { RadioGroup } from '../../../components/Radio';
import { Section } from '../../../components/Section';
import { Text } from '../../../components/Text';
import { formatCount } from '../../../format';
import { useLocale } from '../../../i18n';
import { Failure, PlainList, PrizeName, PrizeRow, PrizeType } from '../shared';

export interface VotePanelProps {
  readonly vote: Vote;
  readonly choice: string;
  readonly isLogin: boolean;
  readonly voting?: boolean;
  readonly failure?: string | null;
  readonly onChoose: (optionId: string) => void;
  readonly onVote: () => void;
}

/** The anniversary vote: one vote per shopper; once cast, every option with its count and the shopper's choice. */
export function VotePanel({ vote, choice, isLogin, voting = false, failure = null, onChoose, onVote }: VotePanelProps) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const votes = (count: number) => t('anniversary.vote.votes', { count, formatted: formatCount(count, locale) });
  const voted = vote.voted_option_id ?? null;
  return (
    <Section title={t('anniversary.vote.title')} variant="card">
      <Text variant="subtitle">{vote.title}</Text>
      {voted ? (
        <>
          <Text role="status" tone="success">
            {t('anniversary.vote.voted', { option: vote.options.find((option) => option.id === voted)?.title ?? '' })}
          </Text>
          <PlainList>
            {vote.options.map((option) => (
              <PrizeRow key={option.id}>
                <PrizeName>{option.title}</PrizeName>
                <PrizeType>{votes(option.votes)}</PrizeType>
              </PrizeRow>
            ))}
          </PlainList>
        </>
      ) : (
        <>
          <RadioGroup
            legend={t('anniversary.vote.choose')}
            name={`vote-${vote.vote_id}`}
            value={choice}
            onChange={onChoose}
            options={vote.options.map((option) => ({ value: option.id, label: option.title, hint: votes(option.votes) }))}
          />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Button size="lg" fullWidth disabled={isLogin && choice === ''} loading={voting} onClick={onVote}>
            {isLogin ? t('anniversary.vote.cast') : t('anniversary.vote.signIn')}
          </Button>
        </>
      )}
    </Section>
  );
}
