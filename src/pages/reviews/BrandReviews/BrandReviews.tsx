import { useLoaderData, useRevalidator } from 'react-router';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { REVIEW_SQUARE_PATH } from '../shared/reviewAddresses';
import { reviewKey, type ReviewItem } from '../shared/reviewItems';
import { useReviewActions } from '../shared/useReviewActions';
import { fetchBrandReviewsPage, type BrandReviewsData } from './brandReviewsLoader';
import { BrandReviewsView } from './BrandReviewsView';

const NONE: PageResult<ReviewItem> = { ok: true, items: [], page: 1, hasMore: false };

/** The brand reviews container: the list grows as the shopper scrolls; likes, translations and photos. */
export function BrandReviews() {
  const data = useLoaderData<BrandReviewsData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const actions = useReviewActions();
  const brandId = data.kind === 'ok' ? data.brandId : '';
  const pages = useInfinitePages(data.kind === 'ok' ? data.first : NONE, (page, signal) => fetchBrandReviewsPage(client, brandId, page, signal), { keyOf: reviewKey });
  return (
    <BrandReviewsView
      status={data.kind === 'ok' ? 'ready' : data.kind}
      retrying={revalidator.state === 'loading'}
      score={data.kind === 'ok' ? data.score : null}
      reviews={actions.show(pages.items)}
      moreStatus={pages.status}
      onLoadMore={pages.loadMore}
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
      onSquare={() => navigation.go(REVIEW_SQUARE_PATH)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
