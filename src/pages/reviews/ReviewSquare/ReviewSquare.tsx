import { useLoaderData, useRevalidator } from 'react-router';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { useInfinitePages, type PageResult } from '../../shared/paging';
import { REVIEW_SQUARE_PATH } from '../shared/reviewAddresses';
import { reviewKey, type ReviewItem } from '../shared/reviewItems';
import { useReviewActions } from '../shared/useReviewActions';
import { fetchSquarePage, type ReviewSquareData } from './reviewSquareLoader';
import { ReviewSquareView } from './ReviewSquareView';

const NONE: PageResult<ReviewItem> = { ok: true, items: [], page: 1, hasMore: false };

/** The review square container: the chosen order's list grows as the shopper scrolls; likes, translations and photos. */
export function ReviewSquare() {
  const data = useLoaderData<ReviewSquareData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const actions = useReviewActions();
  const pages = useInfinitePages(data.kind === 'ok' ? data.first : NONE, (page, signal) => fetchSquarePage(client, data.sort, page, signal), { keyOf: reviewKey });
  return (

      <ReviewSquareView
        status={data.kind === 'ok' ? 'ready' : 'error'}
        retrying={revalidator.state === 'loading'}
        sort={data.sort}
        onSort={(sort) => navigation.go(sort === 'best' ? `${REVIEW_SQUARE_PATH}?sort=best` : REVIEW_SQUARE_PATH)}
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
        onRetry={() => void revalidator.revalidate()}
      />

  );
}
