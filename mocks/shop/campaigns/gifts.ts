import type { z } from 'zod';
import type { giftCampaignSchema, giftClaimSchema } from '../../../src/api/schemas/draws';
import { buildTeam, findTeamIndex } from '../../fixtures/products';
import { FIXED_DATES, pickText, type MockLocale, type Trilingual } from '../../fixtures/locale';
import { nowText, tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import { catalogueTeam } from '../shopping/catalogue';
import { signedInId } from '../social/account';
import { unknown } from '../social/socialFailures';
import { drawRuleText, refuseDraw } from './drawFailures';
import { FIRST_GIFT_CLAIM_ID, type GiftClaimRecord } from './drawRecords';

/** A free-gift campaign: the new-user gift (accounts without an order) or a campaign's gift (every account), one choice each. */
interface GiftCampaignSeed {
  readonly campaign_id: string;
  readonly kind: 'new_user' | 'campaign';
  readonly title: Trilingual;
  readonly ends_at: string;
  /** The gifts: travel sizes of the catalogue's products (team ids). */
  readonly gift_ids: readonly string[];
}

/** The new-user gift (no campaign_id) and the Songkran gift. */
export const GIFT_CAMPAIGNS: readonly GiftCampaignSeed[] = [
  {
    campaign_id: 'new_user',
    kind: 'new_user',
    title: { th: 'ของขวัญต้อนรับสมาชิกใหม่ เลือกได้ 1 ชิ้น', en: 'Welcome gift: choose one', zh: '新人礼：任选一件' },
    ends_at: FIXED_DATES.nextMonth,
    gift_ids: ['51001', '51003', '51007'],
  },
  {
    campaign_id: 'songkran',
    kind: 'campaign',
    title: { th: 'ของขวัญสงกรานต์ เลือกฟรี 1 ชิ้น', en: 'Songkran gift: pick one free', zh: '泼水节礼品：免费任选一件' },
    ends_at: FIXED_DATES.nextMonth,
    gift_ids: ['51005', '51012'],
  },
];

const DELIVERY: Trilingual = {
  th: 'ของขวัญจะจัดส่งพร้อมคำสั่งซื้อถัดไปของคุณ',
  en: 'Your gift ships with your next order.',
  zh: '礼品将随您的下一笔订单一起寄出。',
};

const claimsOf = (state: ShopState) => state.social.campaigns.drawCampaigns.giftClaims;

function renderGift(giftId: string, locale: MockLocale) {
  const team = catalogueTeam(giftId);
  const base = buildTeam(findTeamIndex(team?.baseId), locale);
  return { gift_id: giftId, name: base.product, image: base.image1, value: team?.unitPrice ?? 0 };
}

function renderClaim(claim: GiftClaimRecord, campaign: GiftCampaignSeed, locale: MockLocale): z.input<typeof giftClaimSchema> {
  return {
    claim_id: claim.claim_id,
    campaign_id: campaign.campaign_id,
    campaign_title: pickText(campaign.title, locale),
    gift: renderGift(claim.gift_id, locale),
    claimed_at: claim.claimed_at,
    delivery: pickText(DELIVERY, locale),
  };
}

const campaignById = (id: string | undefined) => GIFT_CAMPAIGNS.find((campaign) => campaign.campaign_id === (id || 'new_user'));
const hasOrdered = (state: ShopState, userId: number) => state.shopping.orders.some((order) => order.owner === userId);
const claimOf = (state: ShopState, campaignId: string, userId: number) =>
  claimsOf(state).find((claim) => claim.campaign_id === campaignId && claim.user_id === userId);

/** getGiftCampaign: the campaign (the new-user gift by default) as the viewer sees it; unknown: 404. */
export function giftCampaign(state: ShopState, input: { campaign_id?: string }, locale: MockLocale, viewer: number | null): ShopOutcome<z.input<typeof giftCampaignSchema>> {
  const campaign = campaignById(input.campaign_id);
  if (!campaign) return unknown('campaign');
  const claim = viewer === null ? undefined : claimOf(state, campaign.campaign_id, viewer);
  const notNew = viewer !== null && !claim && campaign.kind === 'new_user' && hasOrdered(state, viewer);
  return {
    campaign_id: campaign.campaign_id,
    kind: campaign.kind,
    title: pickText(campaign.title, locale),
    ends_at: campaign.ends_at,
    gifts: campaign.gift_ids.map((id) => renderGift(id, locale)),
    refusal: notNew ? pickText(drawRuleText('giftNotNewUser'), locale) : null,
    claim: claim ? renderClaim(claim, campaign, locale) : null,
  };
}

/**
 * chooseGift: the signed-in shopper takes one gift of a campaign, once. Refused: a guest (401), an
 * unknown campaign (404), a gift not in it, a campaign that has ended, a second choice, the
 * new-user gift for an account that has ordered.
 */
export function chooseGift(state: ShopState, input: { campaign_id?: string; gift_id?: string }, locale: MockLocale): ShopOutcome<z.input<typeof giftClaimSchema>> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const campaign = campaignById(input.campaign_id);
  if (!campaign) return unknown('campaign');
  if (!campaign.gift_ids.includes(input.gift_id ?? '')) return refuseDraw('giftUnknown');
  if (nowText(state.clock) > campaign.ends_at) return refuseDraw('drawEnded');
  if (claimOf(state, campaign.campaign_id, userId)) return refuseDraw('giftChosenTwice');
  if (campaign.kind === 'new_user' && hasOrdered(state, userId)) return refuseDraw('giftNotNewUser');
  const claimId = newId(state, 'giftClaim', FIRST_GIFT_CLAIM_ID);
  if (isFailure(claimId)) return claimId;
  const claim: GiftClaimRecord = { claim_id: claimId, campaign_id: campaign.campaign_id, gift_id: input.gift_id ?? '', user_id: userId, claimed_at: tick(state.clock) };
  claimsOf(state).push(claim);
  return renderClaim(claim, campaign, locale);
}

/** getGiftClaim: one of the signed-in shopper's chosen gifts; another's or an unknown one is 404. */
export function giftClaim(state: ShopState, input: { claim_id?: string }, locale: MockLocale): ShopOutcome<z.input<typeof giftClaimSchema>> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const claim = claimsOf(state).find((candidate) => String(candidate.claim_id) === input.claim_id && candidate.user_id === userId);
  const campaign = claim ? campaignById(claim.campaign_id) : undefined;
  if (!claim || !campaign) return unknown('campaign');
  return renderClaim(claim, campaign, locale);
}
