import { useTranslation } from 'react-i18next';
import type { GameState } from '../../../api';
import { Button } from '../../../components/Button';
import { Section } from '../../../components/Section';
import { Text } from '../../../components/Text';
import { Actions, Failure, PlainList, PrizeItem, Revealed } from '../shared';
import { MAX_TAPS } from './anniversaries';
import { CakeButton, GameBody } from './AnniversaryView.styles';

/** The round: not started, tapping (with the taps so far), or the score on its way. */
export type GameRound = { readonly phase: 'idle' } | { readonly phase: 'tapping' | 'sending'; readonly taps: number };

export interface TapGameProps {
  readonly game: GameState;
  readonly round: GameRound;
  readonly isLogin: boolean;
  /** The backend's answer to the last play (best score, level, prizes reached), shown once played. */
  readonly played: boolean;
  readonly failure?: string | null;
  readonly onStart: () => void;
  readonly onTap: () => void;
  readonly onSend: () => void;
}

/** The celebration game: tap the cake (up to ten times), send the score; the level and prizes are the backend's. */
export function TapGame({ game, round, isLogin, played, failure = null, onStart, onTap, onSend }: TapGameProps) {
  const { t } = useTranslation('games');
  const noPlays = game.plays_left <= 0;
  return (
    <Section title={t('anniversary.game.title')} variant="card">
      <GameBody>
        <Text>{t('anniversary.game.howTo', { max: MAX_TAPS })}</Text>
        <Text role="status" tone={noPlays ? 'warning' : 'default'}>
          {noPlays ? t('anniversary.game.noPlays') : t('anniversary.game.playsLeft', { count: game.plays_left })}
        </Text>
        {round.phase === 'idle' ? (
          <Button size="lg" fullWidth disabled={isLogin && noPlays} onClick={onStart}>
            {isLogin ? t('anniversary.game.start') : t('anniversary.game.signIn')}
          </Button>
        ) : (
          <>
            <CakeButton type="button" disabled={round.taps >= MAX_TAPS || round.phase === 'sending'} onClick={onTap}>
              {t('anniversary.game.tap')}
            </CakeButton>
            <Text role="status" align="center">
              {t('anniversary.game.taps', { count: round.taps })}
            </Text>
            <Actions>
              <Button size="lg" fullWidth disabled={round.taps === 0} loading={round.phase === 'sending'} onClick={onSend}>
                {t('anniversary.game.send')}
              </Button>
            </Actions>
          </>
        )}
        {failure && <Failure role="alert">{failure}</Failure>}
        {(played || game.score > 0) && (
          <Revealed>
            <Text variant="subtitle">{t('anniversary.game.result', { score: game.score, level: game.level ?? 1 })}</Text>
            {game.prizes.length > 0 ? (
              <>
                <Text>{t('anniversary.game.won')}</Text>
                <PlainList>
                  {game.prizes.map((prize) => (
                    <PrizeItem key={prize.prize_id} prize={prize} />
                  ))}
                </PlainList>
              </>
            ) : (
              <Text tone="muted">{t('anniversary.game.noPrizeYet')}</Text>
            )}
          </Revealed>
        )}
      </GameBody>
    </Section>
  );
}
