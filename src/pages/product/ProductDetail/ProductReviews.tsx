import { useTranslation } from 'react-i18next';
import { RatingStars } from '../../../components/RatingStars';
import { ReviewCard, type ReviewTranslation } from '../../../components/ReviewCard';
import { Section } from '../../../components/Section';
import { StackList } from '../../shared/lists.styles';
import { Body } from './ProductDetailView.styles';
import type { ProductReviews as Reviews } from './productModel';

export interface ProductReviewsProps {
  /** Null: the reviews call failed. */
  reviews: Reviews | null;
  translations: Readonly<Record<string, ReviewTranslation>>;
  onTranslate: (reviewId: string) => void;
  onShowOriginal: (reviewId: string) => void;
}

/** The product's reviews: score, count, each review with its photos and a Translate action. */
export function ProductReviews({ reviews, translations, onTranslate, onShowOriginal }: ProductReviewsProps) {
  const { t } = useTranslation('product');
  return (
    <Section
      title={t('reviews.heading')}
      {...(reviews && reviews.total > 0 ? { action: <Body $muted>{t('reviews.count', { count: reviews.total })}</Body> } : {})}
    >
      {reviews?.score !== undefined && reviews.list.length > 0 && <RatingStars value={reviews.score} />}
      {reviews === null && <Body $muted>{t('reviews.failed')}</Body>}
      {reviews !== null && reviews.list.length === 0 && <Body $muted>{t('reviews.empty')}</Body>}
      {reviews !== null && reviews.list.length > 0 && (
        <StackList>
          {reviews.list.map((review) => {
            const translation = translations[review.id];
            return (
              <li key={review.id}>
                <ReviewCard
                  authorName={review.authorName}
                  {...(review.avatarUrl ? { avatarUrl: review.avatarUrl } : {})}
                  rating={review.rating}
                  date={review.date}
                  text={review.text}
                  photos={review.photos.map((url) => ({ url }))}
                  {...(translation ? { translation } : {})}
                  onTranslate={() => onTranslate(review.id)}
                  onShowOriginal={() => onShowOriginal(review.id)}
                />
              </li>
            );
          })}
        </StackList>
      )}
    </Section>
  );
}
