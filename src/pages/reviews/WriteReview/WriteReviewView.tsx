import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Link } from '../../../components/Link';
import { ListRow } from '../../../components/ListRow';
import { RatingStars } from '../../../components/RatingStars';
import { Skeleton } from '../../../components/Skeleton';
import { TextArea } from '../../../components/TextArea';
import { FormPage } from '../../shared/forms';
import type { NotReviewable, ReviewedProduct } from './writeReviewLoader';
import { Failure, RatingField } from './WriteReviewView.styles';

/** At most nine photos and 500 characters (the shop's limits). */
export const WRITE_REVIEW_LIMITS = { photos: 9, text: 500 } as const;

export type WriteReviewStatus = 'loading' | 'error' | 'invalid' | 'unavailable' | 'ready';

export interface WriteReviewValues {
  /** 1 to 5; 0 until chosen. */
  readonly rating: number;
  readonly content: string;
  readonly anonymous: boolean;
}
export type WriteReviewField = keyof WriteReviewValues;

export interface WriteReviewViewProps {
  status: WriteReviewStatus;
  /** Why the product cannot be reviewed (unavailable). */
  reason?: NotReviewable;
  product?: ReviewedProduct;
  retrying?: boolean;
  values: WriteReviewValues;
  onChange: <F extends WriteReviewField>(field: F, value: WriteReviewValues[F]) => void;
  fieldErrors?: Partial<Record<WriteReviewField, string>>;
  /** The photo picker with its uploads (the wired upload flow; a story passes a fixed picker). */
  photos?: ReactNode;
  /** What the photos still need before sending (uploading, failed). */
  photosProblem?: string | null;
  /** The backend refused the review: its message. */
  failure?: string | null;
  submitting?: boolean;
  onSubmit: () => void;
  onRetry: () => void;
  /** The rules link was followed: route in-app (call preventDefault). */
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** A product that cannot be reviewed: my reviews instead. */
  onMyReviews: () => void;
  rulesHref: string;
}

/**
 * Write a review (spec §2 /m/account/write_review.php?order_id=&team_id=): the product, stars, the
 * text (up to 500 characters, with a counter), up to nine photos through the upload flow and
 * "post anonymously"; the writing rules a link away. Needs login.
 */
export function WriteReviewView({
  status,
  reason = 'notInOrder',
  product,
  retrying = false,
  values,
  onChange,
  fieldErrors = {},
  photos,
  photosProblem = null,
  failure = null,
  submitting = false,
  onSubmit,
  onRetry,
  onNavigate,
  onMyReviews,
  rulesHref,
}: WriteReviewViewProps) {
  const { t } = useTranslation('reviews');
  const title = t('write.title');
  if (status !== 'ready' || !product) {
    return (
      <FormPage title={title} submitting={false} onSubmit={() => undefined}>
        {status === 'loading' && <Skeleton variant="text" lines={5} announce label={t('common.loading')} />}
        {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
        {(status === 'invalid' || status === 'unavailable' || (status === 'ready' && !product)) && (
          <EmptyState
            icon="chat"
            title={t(status === 'unavailable' ? `write.unavailable.${reason}` : 'write.invalid.title')}
            description={t('write.invalid.description')}
            actionLabel={t('write.toMyReviews')}
            onAction={onMyReviews}
          />
        )}
      </FormPage>
    );
  }
  return (
    <FormPage title={title} submitting={submitting} onSubmit={onSubmit}>
      <ListRow title={product.name} titleLines={2} subtitle={t('write.product')} {...(product.imageUrl ? { imageSrc: product.imageUrl } : {})} align="center" />
      <RatingField>
        <RatingStars value={values.rating} onChange={(rating) => onChange('rating', rating)} label={t('write.rating')} size="md" />
        {fieldErrors.rating && (
          <Failure role="alert">
            {fieldErrors.rating}
          </Failure>
        )}
      </RatingField>
      <TextArea
        label={t('write.content')}
        hint={t('write.contentHint')}
        value={values.content}
        onChange={(value) => onChange('content', value)}
        error={fieldErrors.content ?? null}
        rules={['required']}
        maxLength={WRITE_REVIEW_LIMITS.text}
        rows={5}
        autoGrow
      />
      {photos}
      {photosProblem && <Failure role="alert">{photosProblem}</Failure>}
      <Checkbox label={t('write.anonymous')} hint={t('write.anonymousHint')} checked={values.anonymous} onChange={(checked) => onChange('anonymous', checked)} />
      <Link href={rulesHref} onClick={(event) => onNavigate(rulesHref, event)}>
        {t('write.rules')}
      </Link>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('write.submit')}
      </Button>
    </FormPage>
  );
}
