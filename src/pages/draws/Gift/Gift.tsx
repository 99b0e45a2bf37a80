import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { chooseGift } from '../../../api';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { giftResultAddress, loadedView, useCampaignAction } from '../shared';
import type { GiftData } from './giftLoader';
import { GiftView } from './GiftView';

/**
 * The gift container: the gift picked (none until the shopper picks one), the choice sent once
 * however often it is pressed, then the gift's result page. A guest goes to sign in and back.
 */
export function Gift() {
  const data = useLoaderData<GiftData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const client = useApiClient();
  const { t } = useTranslation('draws');
  const action = useCampaignAction();
  const [selected, setSelected] = useState<string | null>(null);

  const choose = (campaignId: string) => {
    if (selected === null && !action.guest) {
      action.setFailure(t('gift.pickFirst'));
      return;
    }
    void action.run(async () => {
      const result = await chooseGift(client, { campaign_id: campaignId, gift_id: selected ?? '' }, { suppressToast: true });
      if (!result.ok) return result;
      navigation.go(giftResultAddress(result.data.claim_id));
      return undefined;
    });
  };

  return (
    <GiftView
      state={loadedView(data, revalidator.state === 'loading', (campaign) => ({ status: 'ready', campaign, selected, guest: action.guest, choosing: action.busy, failure: action.failure }))}
      onSelect={(giftId) => {
        setSelected(giftId);
        action.setFailure(null);
      }}
      onChoose={() => {
        if (data.kind === 'ok') choose(data.data.campaign_id);
      }}
      onOpenResult={(claimId) => navigation.go(giftResultAddress(claimId))}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
