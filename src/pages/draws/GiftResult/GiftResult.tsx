import { useLoaderData, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { GIFT_ADDRESS, HOME_ADDRESS, loadedByIdView } from '../shared';
import type { GiftResultData } from './giftResultLoader';
import { GiftResultView } from './GiftResultView';

/** The gift result's container: the chosen gift, the way on to shopping or back to the gifts. */
export function GiftResult() {
  const data = useLoaderData<GiftResultData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  return (
    <GiftResultView
      state={loadedByIdView(data, revalidator.state === 'loading', (claim) => ({ status: 'ready', claim }))}
      onShop={() => navigation.go(HOME_ADDRESS)}
      onOpenGifts={() => navigation.go(GIFT_ADDRESS)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
