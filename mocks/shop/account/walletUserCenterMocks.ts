import type { AreaMocks } from '../../handlers/core';
import { isFailure } from '../failure';
import { redeemCashCard } from '../shopping/cashCardCodes';
import { addSavedCard, removeSavedCard, savedCardsOf } from './savedCards';

/**
 * The wallet's cards under /wap/api/user_center/ (the lead composes them into userCenter): saved
 * cards (vault tokens only: listed, saved, removed) and the redemption of cash card codes.
 */
export const walletUserCenterMocks: Pick<AreaMocks<'userCenter'>, 'getSavedCards' | 'saveCardToken' | 'removeSavedCard' | 'redeemCashCard'> = {
  getSavedCards: {
    needsLogin: true,
    ok: ({ shop }) => {
      const cards = savedCardsOf(shop);
      return isFailure(cards) ? cards : { list: cards };
    },
  },
  saveCardToken: { needsLogin: true, ok: ({ shop, params }) => addSavedCard(shop, params) },
  removeSavedCard: { needsLogin: true, ok: ({ shop, params }) => removeSavedCard(shop, params.card_id) },
  redeemCashCard: { needsLogin: true, ok: ({ shop, params }) => redeemCashCard(shop, params.code) },
};
