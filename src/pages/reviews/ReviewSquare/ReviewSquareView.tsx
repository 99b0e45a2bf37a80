import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { PhotoViewer } from '../shared/PhotoViewer';
import type { ReviewEntryCallbacks } from '../shared/ReviewEntry';
import type { ShownReview } from '../shared/reviewItems';
import { ReviewList } from '../shared/ReviewList';
import type { OpenPhotos } from '../shared/useReviewActions';
import { SQUARE_SORTS, type SquareSort } from './reviewSquareLoader';

export type ReviewSquareStatus = 'loading' | 'error' | 'ready';

export interface ReviewSquareViewProps extends ReviewEntryCallbacks {
  status: ReviewSquareStatus;
  retrying?: boolean;
  sort: SquareSort;
  onSort: (sort: SquareSort) => void;
  reviews?: readonly ShownReview[];
  moreStatus?: InfiniteListStatus;
  onLoadMore?: () => void;
  /** The photos open full-screen. */
  viewer?: OpenPhotos | null;
  onCloseViewer: () => void;
  onRetry: () => void;
}

const isSort = (id: string): id is SquareSort => (SQUARE_SORTS as readonly string[]).includes(id);

/**
 * The review square (spec §2 /m/review): shoppers' reviews with photos, the latest or the best
 * first; each with its like (spec §5 count), Translate (spec §4 target) and photos full-screen.
 */
export function ReviewSquareView({
  status,
  retrying = false,
  sort,
  onSort,
  reviews = [],
  moreStatus = 'end',
  onLoadMore,
  viewer = null,
  onCloseViewer,
  onRetry,
  ...callbacks
}: ReviewSquareViewProps) {
  const { t } = useTranslation('reviews');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId}>
      <Heading level={1} variant="title" id={titleId}>
        {t('square.title')}
      </Heading>
      <Tabs
        tabs={SQUARE_SORTS.map((id) => ({ id, label: t(`square.sorts.${id}`) }))}
        selectedId={sort}
        onSelect={(id) => {
          if (isSort(id) && id !== sort) onSort(id);
        }}
        label={t('square.sortsLabel')}
        activation="manual"
        stretch
      >
        <Section as="div" variant="plain">
          {status === 'loading' && (
            <LoadingBlocks>
              <Skeleton variant="text" lines={4} announce label={t('common.loading')} />
              <Skeleton variant="text" lines={4} announce={false} />
            </LoadingBlocks>
          )}
          {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
          {status === 'ready' && reviews.length === 0 && moreStatus === 'end' && (
            <EmptyState icon="chat" title={t('square.empty.title')} description={t('square.empty.description')} />
          )}
          {status === 'ready' && (reviews.length > 0 || moreStatus !== 'end') && (
            <ReviewList label={t(`square.sorts.${sort}`)} reviews={reviews} moreStatus={moreStatus} {...(onLoadMore ? { onLoadMore } : {})} {...callbacks} />
          )}
        </Section>
      </Tabs>
      <PhotoViewer photos={viewer?.photos ?? null} index={viewer?.index ?? 0} onClose={onCloseViewer} />
    </AccountPage>
  );
}
