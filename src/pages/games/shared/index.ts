export { useSignInFirst } from './useSignInFirst';
export { useShareCampaign } from './useShareCampaign';
export { PrizeItem } from './PrizeItem';
export { Actions, Failure, Hero, PlainList, PrizeName, PrizeRow, PrizeType, Revealed } from './games.styles';
export { useActionFailure } from './useActionFailure';
export { useInApp } from './useInApp';
export { CampaignHero, CampaignPendingPage, WebviewTop } from './CampaignLayout';
export type { CampaignPending } from './CampaignLayout';
export { useCampaignPage } from './useCampaignPage';
