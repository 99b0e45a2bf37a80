import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { FEEDBACK_LIMITS, sendFeedback } from '../../../api';
import { useLocale } from '../../../i18n';
import { useApiClient } from '../../../session';
import { validate } from '../../../validation';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { usePhotoField } from '../../shared/upload';
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
 * sent once however often Send is pressed, then a thank-you replaces the form.
 */
export function Feedback() {
  const data = useLoaderData<FeedbackData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('help');
  const submission = useSingleFlight();
  const { photos, field: photoField, problem: photosProblem, ready: photosReady } = usePhotoField({
    bizType: PHOTO_KIND,
    limit: FEEDBACK_LIMITS.photos,
    label: t('feedback.photos'),
    hint: t('feedback.photosHint', { max: FEEDBACK_LIMITS.photos }),
    disabled: submission.busy,
    texts: { pending: t('feedback.photosPending'), failed: t('feedback.photosFailed') },
  });
  const [values, setValues] = useState<FeedbackValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FeedbackField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = () =>
    submission.run(async () => {
      if (sent) return;
      const errors: Partial<Record<FeedbackField, string>> = {};
      const categoryError = validate('required', values.category, locale);
      if (categoryError) errors.category = categoryError;
      const contentError = validate('required', values.content, locale);
      if (contentError) errors.content = contentError;
      setFieldErrors(errors);
      setFailure(null);
      const photosUp = photosReady();
      if (Object.keys(errors).length > 0 || !photosUp || values.category === '') return;
      const result = await sendFeedback(
        client,
        { category: values.category, content: values.content.trim(), images: photos.uploaded.map((photo) => photo.path) },
        { suppressToast: true },
      );
      if (!result.ok) {
        if (result.kind !== 'cancelled') setFailure(failureText(result));
        return;
      }
      setSent(true);
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
      failure={failure}
      submitting={submission.busy}
      onSubmit={() => void submit()}
      onRetry={() => void revalidator.revalidate()}
      onDone={() => navigation.go(HELP_PAGE)}
    />
  );
}
