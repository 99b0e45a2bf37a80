import { useTranslation } from 'react-i18next';
import type { CampaignPrizeList, GameState, Vote } from '../../../api';
import { Button } from '../../../components/Button';
import { Section } from '../../../components/Section';
import { Text } from '../../../components/Text';
import { AccountPage } from '../../shared/page.styles';
import { CampaignHero, CampaignPendingPage, PlainList, PrizeItem, type CampaignPending } from '../shared';
import type { AnniversaryKey } from './anniversaries';
import { Rules } from './AnniversaryView.styles';
import { TapGame, type GameRound } from './TapGame';
import { VotePanel } from './VotePanel';

const RULES = ['r1', 'r2', 'r3', 'r4'] as const;

export type AnniversaryState =
  | CampaignPending
  | {
      readonly status: 'ready';
      readonly game: GameState;
      readonly round: GameRound;
      readonly played: boolean;
      readonly gameFailure?: string | null;
      readonly vote: Vote;
      readonly choice: string;
      readonly voting?: boolean;
      readonly voteFailure?: string | null;
      readonly prizes: CampaignPrizeList['list'];
    };

export interface AnniversaryViewProps {
  readonly campaign: AnniversaryKey;
  readonly state: AnniversaryState;
  readonly isLogin: boolean;
  readonly onStart: () => void;
  readonly onTap: () => void;
  readonly onSend: () => void;
  readonly onChoose: (optionId: string) => void;
  readonly onVote: () => void;
  readonly onShare: () => void;
  readonly onRetry: () => void;
}

/**
 * An anniversary campaign (spec §2 game/anniversary_10th, lucky_game/anniversary_11th,
 * koko/anniversary_13th): the celebration game, the vote, the prize list, the rules, share.
 */
export function AnniversaryView({ campaign, state, isLogin, onStart, onTap, onSend, onChoose, onVote, onShare, onRetry }: AnniversaryViewProps) {
  const { t } = useTranslation('games');
  const hero = (
    <CampaignHero title={t(`anniversary.${campaign}.title`)} intro={t(`anniversary.${campaign}.tagline`)}>
      <Button variant="secondary" onClick={onShare}>
        {t('share.action')}
      </Button>
    </CampaignHero>
  );
  if (state.status !== 'ready') {
    return <CampaignPendingPage hero={hero} state={state} loadingLabel={t('anniversary.loading')} errorTitle={t('anniversary.error.title')} onRetry={onRetry} />;
  }
  return (
    <AccountPage>
      {hero}
      <TapGame game={state.game} round={state.round} isLogin={isLogin} played={state.played} failure={state.gameFailure ?? null} onStart={onStart} onTap={onTap} onSend={onSend} />
      <VotePanel vote={state.vote} choice={state.choice} isLogin={isLogin} voting={state.voting ?? false} failure={state.voteFailure ?? null} onChoose={onChoose} onVote={onVote} />
      <Section title={t('anniversary.prizes.title')} variant="card">
        {state.prizes.length > 0 ? (
          <PlainList>
            {state.prizes.map((entry) => (
              <PrizeItem key={`${entry.level}-${entry.prize.prize_id}`} prize={entry.prize} detail={t('anniversary.prizes.level', { level: entry.level })} />
            ))}
          </PlainList>
        ) : (
          <Text tone="muted">{t('anniversary.prizes.empty')}</Text>
        )}
      </Section>
      <Section title={t('anniversary.rules.title')} variant="card">
        <Rules>
          {RULES.map((rule) => (
            <li key={rule}>
              <Text as="span">{t(`anniversary.rules.${rule}`)}</Text>
            </li>
          ))}
        </Rules>
      </Section>
    </AccountPage>
  );
}
