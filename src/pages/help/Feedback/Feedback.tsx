import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { FEEDBACK_LIMITS } from '../../../api';
import { useLocale } from '../../../i18n';
import { validate } from '../../../validation';
import { useFormSubmission } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { usePhotoField } from '../../shared/upload';
import type { FeedbackSubmission } from './feedbackAction';
import type { FeedbackData } from './feedbackLoader';
import { FeedbackView, type FeedbackField, type FeedbackValues } from './FeedbackView';

const EMPTY: FeedbackValues = { category: '', content: '' };

/** Where the shopper goes after sending. */
const HELP_PAGE = '/m/account/help.php';

/** The storage kind feedback photos are filed under. */
const PHOTO_KIND = 'feedback';

/**
 * The feedback container: the category and text are required (spec §5 message), photos go through
 * the upload flow (at most three; sending waits until none is uploading or failed), the feedback is
 * sent once however often Send is pressed (through the route's action, useFormSubmission), then
 * a thank-you replaces the form; a guest at sending time goes to login and back.
 */
export function Feedback() {
  const data = useLoaderData<FeedbackData>();
  const revalidator = useRevalidator();
  const locale = useLocale();
  const navigation = useShopNavigation();
  const { t } = useTranslation('help');
  const [sent, setSent] = useState(false);
  const submission = useFormSubmission<FeedbackSubmission>({ once: true, onOk: () => setSent(true) });
  const { photos, field: photoField, problem: photosProblem, ready: photosReady } = usePhotoField({
    bizType: PHOTO_KIND,
    limit: FEEDBACK_LIMITS.photos,
    label: t('feedback.photos'),
    hint: t('feedback.photosHint', { max: FEEDBACK_LIMITS.photos }),
    disabled: submission.submitting,
    texts: { pending: t('feedback.photosPending'), failed: t('feedback.photosFailed') },
  });
  const [values, setValues] = useState<FeedbackValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FeedbackField, string>>>({});

  const submit = () =>
    submission.submit(() => {
      const errors: Partial<Record<FeedbackField, string>> = {};
      const categoryError = validate('required', values.category, locale);
      if (categoryError) errors.category = categoryError;
      const contentError = validate('required', values.content, locale);
      if (contentError) errors.content = contentError;
      setFieldErrors(errors);
      const photosUp = photosReady();
      if (Object.keys(errors).length > 0 || !photosUp || values.category === '') return null;
      return { category: values.category, content: values.content.trim(), images: photos.uploaded.map((photo) => photo.path) };
    });

  const status = data.kind !== 'ok' ? 'error' : sent ? 'sent' : 'ready';
  return (
    <FeedbackView
      status={status}
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
      onDone={() => navigation.go(HELP_PAGE)}
    />
  );
}
