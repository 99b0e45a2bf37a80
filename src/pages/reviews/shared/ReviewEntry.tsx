import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LikeButton } from '../../../components/LikeButton';
import { ReviewCard } from '../../../components/ReviewCard';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { reviewDetailAddress } from './reviewAddresses';
import type { ShownReview } from './reviewItems';
import { Entry, EntryActions, OpenLink } from './ReviewEntry.styles';

/** What a list of reviews reports back to its page. */
export interface ReviewEntryCallbacks {
  onLike: (review: ShownReview) => void;
  onTranslate: (id: string) => void;
  onShowOriginal: (id: string) => void;
  onOpenPhoto: (photos: readonly string[], index: number) => void;
  /** A link in the page was followed: route in-app (call preventDefault). */
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface ReviewEntryProps extends ReviewEntryCallbacks {
  review: ShownReview;
  /** Lines of text before "More" (the detail page shows more). */
  clampLines?: number;
  /** Shows the link to the review's own page (not on that page). */
  linkToDetail?: boolean;
}

/** One review (spec §2 review pages): the card with photos and Translate, then its like (spec §5 count) and a link to it. */
export function ReviewEntry({ review, clampLines, linkToDetail = true, onLike, onTranslate, onShowOriginal, onOpenPhoto, onNavigate }: ReviewEntryProps) {
  const { t } = useTranslation('reviews');
  const href = reviewDetailAddress(review.id);
  if (review.deleted) {
    return <ReviewCard authorName="" rating={0} date={review.date} text="" deleted />;
  }
  return (
    <Entry>
      <ReviewCard
        authorName={review.authorName}
        {...(review.avatarUrl ? { avatarUrl: review.avatarUrl } : {})}
        rating={review.rating}
        date={review.date}
        text={review.text}
        photos={review.photos.map((url) => ({ url }))}
        {...(clampLines !== undefined ? { clampLines } : {})}
        {...(review.translation ? { translation: review.translation } : {})}
        onTranslate={() => onTranslate(review.id)}
        onShowOriginal={() => onShowOriginal(review.id)}
        onPhotoClick={(index) => onOpenPhoto(review.photos, index)}
      />
      <EntryActions>
        <LikeButton liked={review.like.liked} count={review.like.count} pending={review.like.pending} onToggle={() => onLike(review)} />
        {linkToDetail && (
          <OpenLink href={href} onClick={(event) => onNavigate(href, event)}>
            {t('common.open')}
            <VisuallyHidden>{`: ${review.authorName}`}</VisuallyHidden>
          </OpenLink>
        )}
      </EntryActions>
    </Entry>
  );
}
