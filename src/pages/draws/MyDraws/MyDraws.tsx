import { useLoaderData, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { drawAddress, loadedView, LUCKY_DRAWS_ADDRESS, MY_COUPONS_ADDRESS } from '../shared';
import type { MyDrawsData } from './myDrawsLoader';
import { MyDrawsView } from './MyDrawsView';

/** My draws' container: the entries with their outcomes, the way to each draw, the coupons and the draw list. */
export function MyDraws() {
  const data = useLoaderData<MyDrawsData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  return (
    <MyDrawsView
      state={loadedView(data, revalidator.state === 'loading', (entries) => ({ status: 'ready', entries: entries.list }))}
      onOpenDraw={(drawId) => navigation.go(drawAddress(drawId))}
      onOpenCoupons={() => navigation.go(MY_COUPONS_ADDRESS)}
      onOpenList={() => navigation.go(LUCKY_DRAWS_ADDRESS)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
