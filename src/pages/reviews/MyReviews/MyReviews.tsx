import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { reviewKey, type ReviewItem } from '../shared/reviewItems';
import { useReviewActions } from '../shared/useReviewActions';
import { fetchMyReviewsPage, type MyReviewsData } from './myReviewsLoader';
import { MyReviewsView } from './MyReviewsView';

const NONE: PageResult<ReviewItem> = { ok: true, items: [], page: 1, hasMore: false };

/** My reviews' container: the two tabs, the written list growing as the shopper scrolls, links in-app. */
export function MyReviews() {
  const data = useLoaderData<MyReviewsData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const actions = useReviewActions();
  // The tab the shopper chose, for this load (a new load, e.g. ?tab= changed, starts from its own).
  const [chosen, setChosen] = useState({ data, tab: data.tab });
  const tab = chosen.data === data ? chosen.tab : data.tab;
  const setTab = (next: typeof tab) => setChosen({ data, tab: next });
  const pages = useInfinitePages(data.kind === 'ok' ? data.written : NONE, (page, signal) => fetchMyReviewsPage(client, page, signal), { keyOf: reviewKey });
  return (
    <MyReviewsView
      status={data.kind === 'ok' ? 'ready' : 'error'}
      retrying={revalidator.state === 'loading'}
      tab={tab}
      onTab={setTab}
      written={actions.show(pages.items)}
      moreStatus={pages.status}
      onLoadMore={pages.loadMore}
      pending={data.kind === 'ok' ? data.pending : []}
      onLike={actions.toggleLike}
      onTranslate={actions.translate}
      onShowOriginal={actions.showOriginal}
      onOpenPhoto={actions.openPhotos}
      onNavigate={(href, event) => {
        event.preventDefault();
        navigation.go(href);
      }}
      viewer={actions.viewer}
      onCloseViewer={actions.closePhotos}
      onShop={() => navigation.go('/m')}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
