import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { castVote, playCelebrationGame, type GameState, type Vote } from '../../../api';
import { useSingleFlight } from '../../shared/forms';
import { useCampaignPage } from '../shared';
import { ANNIVERSARIES, MAX_TAPS, TAP_POINTS } from './anniversaries';
import type { AnniversaryData } from './anniversaryLoader';
import { AnniversaryView } from './AnniversaryView';
import type { GameRound } from './TapGame';

/**
 * An anniversary's container (one for the three campaigns): the tap round, its score sent once
 * (the level and prizes that come back are the backend's; a coupon prize lands in the shopper's
 * coupons), the vote sent once, share; a guest is sent to sign in and back.
 */
export function Anniversary() {
  const data = useLoaderData<AnniversaryData>();
  const revalidator = useRevalidator();
  const { client, isLogin, signIn, actionFailure, share } = useCampaignPage(`anniversary.${data.campaign}.title`);
  const sending = useSingleFlight();
  const voting = useSingleFlight();
  const { gameId } = ANNIVERSARIES[data.campaign];
  const [round, setRound] = useState<GameRound>({ phase: 'idle' });
  const [game, setGame] = useState<GameState | null>(null);
  const [vote, setVote] = useState<Vote | null>(null);
  const [choice, setChoice] = useState('');
  const [gameFailure, setGameFailure] = useState<string | null>(null);
  const [voteFailure, setVoteFailure] = useState<string | null>(null);

  const start = () => {
    if (!isLogin) signIn();
    else setRound({ phase: 'tapping', taps: 0 });
  };

  const send = () =>
    sending.run(async () => {
      if (round.phase !== 'tapping' || round.taps === 0) return;
      setRound({ phase: 'sending', taps: round.taps });
      setGameFailure(null);
      const result = await playCelebrationGame(client, { game_id: gameId, score: round.taps * TAP_POINTS }, { suppressToast: true });
      setRound({ phase: 'idle' });
      if (!result.ok) {
        setGameFailure(actionFailure(result));
        return;
      }
      setGame(result.data);
    });

  const castMyVote = () =>
    voting.run(async () => {
      if (!isLogin) {
        signIn();
        return;
      }
      if (data.kind !== 'ok' || choice === '') return;
      setVoteFailure(null);
      const result = await castVote(client, { vote_id: data.vote.vote_id, option_id: choice }, { suppressToast: true });
      if (!result.ok) {
        setVoteFailure(actionFailure(result));
        return;
      }
      setVote(result.data);
    });

  return (
    <AnniversaryView
      campaign={data.campaign}
      state={
        data.kind === 'ok'
          ? {
              status: 'ready',
              game: game ?? data.game,
              round,
              played: game !== null,
              gameFailure,
              vote: vote ?? data.vote,
              choice,
              voting: voting.busy,
              voteFailure,
              prizes: data.prizes,
            }
          : { status: 'error', message: data.failure.message ?? null, retrying: revalidator.state === 'loading' }
      }
      isLogin={isLogin}
      onStart={start}
      onTap={() => setRound((current) => (current.phase === 'tapping' ? { phase: 'tapping', taps: Math.min(MAX_TAPS, current.taps + 1) } : current))}
      onSend={() => void send()}
      onChoose={setChoice}
      onVote={() => void castMyVote()}
      onShare={() => void share()}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
