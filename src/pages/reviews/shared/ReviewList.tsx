import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { StackList } from '../../shared/lists.styles';
import { ReviewEntry, type ReviewEntryCallbacks } from './ReviewEntry';
import type { ShownReview } from './reviewItems';

export interface ReviewListProps extends ReviewEntryCallbacks {
  /** The list's heading for screen readers (the cards' author headings sit under it). */
  label: string;
  reviews: readonly ShownReview[];
  /** The list's sentinel: idle (more pages), loading, error (retry) or end. */
  moreStatus?: InfiniteListStatus;
  onLoadMore?: () => void;
}

/** Reviews one under another; more load as the shopper scrolls. */
export function ReviewList({ label, reviews, moreStatus = 'end', onLoadMore, ...callbacks }: ReviewListProps) {
  return (
    <>
      <VisuallyHidden>
        <h2>{label}</h2>
      </VisuallyHidden>
      <StackList $gap={3}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewEntry review={review} {...callbacks} />
          </li>
        ))}
      </StackList>
      <InfiniteListSentinel status={moreStatus} onLoadMore={onLoadMore ?? (() => undefined)} />
    </>
  );
}
