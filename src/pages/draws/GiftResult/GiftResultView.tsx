import { useTranslation } from 'react-i18next';
import { Button, EmptyState, KeyValueList, KeyValueRow, Text } from '../../../components';
import type { GiftClaim } from '../../../api';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { Actions, CampaignPage, OutcomeBox } from '../shared';
import { GiftPicture } from './GiftResultView.styles';

export type GiftResultViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly claim: GiftClaim };

export interface GiftResultViewProps {
  state: GiftResultViewState;
  onShop: () => void;
  onOpenGifts: () => void;
  onRetry: () => void;
}

/** The chosen free gift (spec §2 /m/gift/result): what it is, when it was chosen and how it reaches the shopper. Pure. */
export function GiftResultView({ state, onShop, onOpenGifts, onRetry }: GiftResultViewProps) {
  const { t } = useTranslation('draws');
  const locale = useLocale();
  return (
    <CampaignPage title={t('giftResult.title')} loading={state.status === 'loading'} failure={state.status === 'error' ? state : null} failedTitle={t('giftResult.loadFailed')} onRetry={onRetry}>
      {state.status === 'missing' && (
        <EmptyState icon="search" headingLevel={2} title={t('giftResult.missing.title')} description={t('giftResult.missing.body')} actionLabel={t('giftResult.toGifts')} onAction={onOpenGifts} />
      )}
      {state.status === 'ready' && (
        <>
          <OutcomeBox $won role="status">
            <GiftPicture src={state.claim.gift.image ?? undefined} alt="" />
            <Text variant="bodyStrong">{t('giftResult.chosen', { gift: state.claim.gift.name })}</Text>
            <Text>{state.claim.delivery}</Text>
          </OutcomeBox>
          <KeyValueList>
            <KeyValueRow label={t('giftResult.campaign')} value={state.claim.campaign_title} />
            <KeyValueRow label={t('giftResult.worth')} value={formatMoney(state.claim.gift.value, locale)} />
            <KeyValueRow label={t('giftResult.chosenAt')} value={formatDate(state.claim.claimed_at, locale, 'dateTime')} />
          </KeyValueList>
          <Actions>
            <Button size="lg" onClick={onShop}>
              {t('giftResult.shop')}
            </Button>
          </Actions>
        </>
      )}
    </CampaignPage>
  );
}
