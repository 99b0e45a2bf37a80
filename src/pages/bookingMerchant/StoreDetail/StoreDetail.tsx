import { useLoaderData } from 'react-router';
import { useMerchantPage } from '../shared/useMerchantPage';
import type { StoreDetailLoad } from './storeDetailLoader';
import { StoreDetailView } from './StoreDetailView';

/** The stores page's container: loader data to the view, links through the shop's navigation. */
export function StoreDetail() {
  const data = useLoaderData<StoreDetailLoad>();
  const page = useMerchantPage(data, (ready) => ready);
  return (
    <>
      <StoreDetailView state={page.state} onGo={page.go} onRetry={page.retry} onOpen={page.onOpen} />
      {page.liveChatDialog}
    </>
  );
}
