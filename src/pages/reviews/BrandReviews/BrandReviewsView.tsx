import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import type { InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { RatingStars } from '../../../components/RatingStars';
import { Skeleton } from '../../../components/Skeleton';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { PhotoViewer } from '../shared/PhotoViewer';
import type { ReviewEntryCallbacks } from '../shared/ReviewEntry';
import type { ShownReview } from '../shared/reviewItems';
import { ReviewList } from '../shared/ReviewList';
import type { OpenPhotos } from '../shared/useReviewActions';

export type BrandReviewsStatus = 'loading' | 'error' | 'invalid' | 'ready';

export interface BrandReviewsViewProps extends ReviewEntryCallbacks {
  status: BrandReviewsStatus;
  retrying?: boolean;
  /** The brand's average score (null: none yet). */
  score?: number | null;
  reviews?: readonly ShownReview[];
  moreStatus?: InfiniteListStatus;
  onLoadMore?: () => void;
  viewer?: OpenPhotos | null;
  onCloseViewer: () => void;
  /** A bad link: go to the review square instead. */
  onSquare: () => void;
  onRetry: () => void;
}

/**
 * A brand's reviews (spec §2 /m/brand_review?brand_id=): the brand's score, then its shoppers'
 * reviews with likes (spec §5 count), Translate (spec §4 target) and photos full-screen.
 */
export function BrandReviewsView({
  status,
  retrying = false,
  score = null,
  reviews = [],
  moreStatus = 'end',
  onLoadMore,
  viewer = null,
  onCloseViewer,
  onSquare,
  onRetry,
  ...callbacks
}: BrandReviewsViewProps) {
  const { t } = useTranslation('reviews');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId}>
      <Heading level={1} variant="title" id={titleId}>
        {t('brand.title')}
      </Heading>
      {status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={4} announce label={t('common.loading')} />
          <Skeleton variant="text" lines={4} announce={false} />
        </LoadingBlocks>
      )}
      {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
      {status === 'invalid' && (
        <EmptyState icon="chat" title={t('brand.invalid.title')} description={t('brand.invalid.description')} actionLabel={t('common.toSquare')} onAction={onSquare} />
      )}
      {status === 'ready' && score !== null && reviews.length > 0 && (
        <div aria-label={t('brand.score')} role="group">
          <RatingStars value={score} />
        </div>
      )}
      {status === 'ready' && reviews.length === 0 && moreStatus === 'end' && (
        <EmptyState icon="chat" title={t('brand.empty.title')} description={t('brand.empty.description')} actionLabel={t('common.toSquare')} onAction={onSquare} />
      )}
      {status === 'ready' && (reviews.length > 0 || moreStatus !== 'end') && (
        <ReviewList label={t('brand.list')} reviews={reviews} moreStatus={moreStatus} {...(onLoadMore ? { onLoadMore } : {})} {...callbacks} />
      )}
      <PhotoViewer photos={viewer?.photos ?? null} index={viewer?.index ?? 0} onClose={onCloseViewer} />
    </AccountPage>
  );
}
