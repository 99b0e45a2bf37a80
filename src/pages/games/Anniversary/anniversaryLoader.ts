import { getCampaignPrizes, getCelebrationGame, getVote, type ApiClient, type CampaignPrizeList, type GameState, type Vote } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave, type LoadFailure } from '../../shared/login';
import { ANNIVERSARIES, type AnniversaryKey } from './anniversaries';

/** What an anniversary loader returns: the game, the vote and the prize list, or a failure with retry. */
export type AnniversaryData =
  | { readonly kind: 'ok'; readonly campaign: AnniversaryKey; readonly game: GameState; readonly vote: Vote; readonly prizes: CampaignPrizeList['list'] }
  | { readonly kind: 'error'; readonly campaign: AnniversaryKey; readonly failure: LoadFailure };

/** One anniversary's page data, its three calls in parallel (a guest sees them too). */
export async function loadAnniversary(client: ApiClient, request: Request, campaign: AnniversaryKey): Promise<AnniversaryData> {
  const { gameId, voteId } = ANNIVERSARIES[campaign];
  const options = { suppressToast: true, signal: request.signal };
  const [game, vote, prizes] = await Promise.all([
    getCelebrationGame(client, { game_id: gameId }, options),
    getVote(client, { vote_id: voteId }, options),
    getCampaignPrizes(client, { game_id: gameId }, options),
  ]);
  const loadedGame = await loadedOrLeave(game, client, request);
  if (!loadedGame.ok) return { kind: 'error', campaign, failure: loadedGame.failure };
  const loadedVote = await loadedOrLeave(vote, client, request);
  if (!loadedVote.ok) return { kind: 'error', campaign, failure: loadedVote.failure };
  const loadedPrizes = await loadedOrLeave(prizes, client, request);
  if (!loadedPrizes.ok) return { kind: 'error', campaign, failure: loadedPrizes.failure };
  return { kind: 'ok', campaign, game: loadedGame.data, vote: loadedVote.data, prizes: loadedPrizes.data.list };
}

export const anniversary10thLoader: PageLoader = ({ request }, { client }) => loadAnniversary(client, request, '10th');
export const anniversary11thLoader: PageLoader = ({ request }, { client }) => loadAnniversary(client, request, '11th');
export const anniversary13thLoader: PageLoader = ({ request }, { client }) => loadAnniversary(client, request, '13th');
