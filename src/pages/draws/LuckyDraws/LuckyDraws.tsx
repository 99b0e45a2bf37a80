import { useLoaderData, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { drawAddress, loadedView, MY_DRAWS_ADDRESS, useServerNow } from '../shared';
import type { LuckyDrawsData } from './luckyDrawsLoader';
import { LuckyDrawsView } from './LuckyDrawsView';

/** The draw list's container: the loaded draws, countdowns on the backend's clock, the way to each draw and to my draws. */
export function LuckyDraws() {
  const data = useLoaderData<LuckyDrawsData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const now = useServerNow(data.kind === 'ok' ? data.data.server_time : null);
  return (
    <LuckyDrawsView
      state={loadedView(data, revalidator.state === 'loading', (draws) => ({ status: 'ready', draws: draws.list, now }))}
      onOpenDraw={(drawId) => navigation.go(drawAddress(drawId))}
      onOpenMyDraws={() => navigation.go(MY_DRAWS_ADDRESS)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
