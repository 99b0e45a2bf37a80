import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { useLocale } from '../../../i18n';
import { useSessionSend } from '../../../session';
import { validate } from '../../../validation';
import { useFormSubmission } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { usePhotoField } from '../../shared/upload';
import { myReviewsAddress, WRITE_RULES_PATH } from '../shared/reviewAddresses';
import type { WriteReviewSubmission } from './writeReviewAction';
import type { WriteReviewData } from './writeReviewLoader';
import { WRITE_REVIEW_LIMITS, WriteReviewView, type WriteReviewField, type WriteReviewValues } from './WriteReviewView';

const EMPTY: WriteReviewValues = { rating: 0, content: '', anonymous: false };

/** The storage kind review photos are filed under. */
const PHOTO_KIND = 'review';

/**
 * Write a review's container: stars and text are required (text by spec §5's rule), photos go
 * through the upload flow (sending waits until none is uploading or failed; a failed photo keeps
 * the form), the review is sent once however often Publish is pressed (through the route's action,
 * useFormSubmission), then a toast and my reviews.
 * A guest at sending time goes to login and back; any other refusal shows its message, form kept.
 */
export function WriteReview() {
  const data = useLoaderData<WriteReviewData>();
  const revalidator = useRevalidator();
  const locale = useLocale();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const { t } = useTranslation('reviews');
  const submission = useFormSubmission<WriteReviewSubmission>({
    once: true,
    onOk: () => {
      send({ type: 'toast.show', text: t('write.done'), tone: 'success' });
      navigation.go(myReviewsAddress('written'));
    },
  });
  const { photos, field: photoField, problem: photosProblem, ready: photosReady } = usePhotoField({
    bizType: PHOTO_KIND,
    limit: WRITE_REVIEW_LIMITS.photos,
    label: t('write.photos'),
    hint: t('write.photosHint', { max: WRITE_REVIEW_LIMITS.photos }),
    disabled: submission.submitting,
    texts: { pending: t('write.photosPending'), failed: t('write.photosFailed') },
  });
  const [values, setValues] = useState<WriteReviewValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<WriteReviewField, string>>>({});

  const submit = () =>
    submission.submit(() => {
      if (data.kind !== 'ok') return null;
      const errors: Partial<Record<WriteReviewField, string>> = {};
      if (values.rating < 1) errors.rating = t('write.ratingRequired');
      const contentError = validate('required', values.content.trim(), locale);
      if (contentError) errors.content = contentError;
      setFieldErrors(errors);
      const photosUp = photosReady();
      if (Object.keys(errors).length > 0 || !photosUp) return null;
      return {
        order_id: data.orderId,
        team_id: data.teamId,
        score: values.rating,
        content: values.content.trim(),
        images: photos.uploaded.map((photo) => photo.path),
        is_anonymous: values.anonymous ? 1 : 0,
      };
    });

  return (
    <WriteReviewView
      status={data.kind === 'ok' ? 'ready' : data.kind}
      {...(data.kind === 'unavailable' ? { reason: data.reason } : {})}
      {...(data.kind === 'ok' ? { product: data.product } : {})}
      retrying={revalidator.state === 'loading'}
      values={values}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      fieldErrors={fieldErrors}
      photos={photoField}
      photosProblem={photosProblem}
      failure={submission.failure}
      submitting={submission.submitting}
      onSubmit={submit}
      onRetry={() => void revalidator.revalidate()}
      onNavigate={(href, event) => {
        event.preventDefault();
        navigation.go(href);
      }}
      onMyReviews={() => navigation.go(myReviewsAddress('pending'))}
      rulesHref={WRITE_RULES_PATH}
    />
  );
}
