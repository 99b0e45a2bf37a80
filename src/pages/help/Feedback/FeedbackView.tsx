import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, type FeedbackCategory } from '../../../api';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { TextArea } from '../../../components/TextArea';
import { FormPage } from '../../shared/forms';
import { AccountPage } from '../../shared/page.styles';
import { ThankYou } from '../shared/ThankYou';
import { Failure } from './FeedbackView.styles';

export type FeedbackStatus = 'loading' | 'error' | 'ready' | 'sent';

export interface FeedbackValues {
  /** '' until the shopper chooses. */
  readonly category: FeedbackCategory | '';
  readonly content: string;
}
export type FeedbackField = keyof FeedbackValues;

export interface FeedbackViewProps {
  status: FeedbackStatus;
  retrying?: boolean;
  values: FeedbackValues;
  onChange: <F extends FeedbackField>(field: F, value: FeedbackValues[F]) => void;
  /** Each field's message (spec §5 required); only fields with a problem. */
  fieldErrors?: Partial<Record<FeedbackField, string>>;
  /** The photo picker with its uploads (the wired upload flow; a story passes a state harness). */
  photos?: ReactNode;
  /** What the photos still need before sending (uploading, failed). */
  photosProblem?: string | null;
  /** The backend refused the feedback: its message. */
  failure?: string | null;
  submitting?: boolean;
  onSubmit: () => void;
  onRetry: () => void;
  /** After sending: back to the help centre. */
  onDone: () => void;
}

const isCategory = (value: string): value is FeedbackCategory => (FEEDBACK_CATEGORIES as readonly string[]).includes(value);

/**
 * Feedback (spec §2 /m/feedback.php): what it is about, the text (up to 500 characters, with a
 * counter) and up to three photos through the upload flow; sent once, then a thank-you. Needs login.
 */
export function FeedbackView({
  status,
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
  onDone,
}: FeedbackViewProps) {
  const { t } = useTranslation('help');
  const title = t('feedback.title');
  if (status === 'loading' || status === 'error') {
    return (
      <FormPage title={title} submitting={false} onSubmit={() => undefined}>
        {status === 'loading' ? (
          <Skeleton variant="text" lines={4} />
        ) : (
          <ErrorState title={t('feedback.error.title')} message={t('feedback.error.message')} retrying={retrying} onRetry={onRetry} />
        )}
      </FormPage>
    );
  }
  if (status === 'sent') {
    return (
      <AccountPage>
        <Heading level={1} variant="title">
          {title}
        </Heading>
        <ThankYou title={t('feedback.sent.title')} message={t('feedback.sent.message')} backLabel={t('feedback.sent.back')} onBack={onDone} />
      </AccountPage>
    );
  }
  return (
    <FormPage title={title} submitting={submitting} onSubmit={onSubmit}>
      <Text variant="body" tone="muted">
        {t('feedback.intro')}
      </Text>
      <Select
        label={t('feedback.category')}
        placeholder={t('feedback.categoryPlaceholder')}
        options={FEEDBACK_CATEGORIES.map((category) => ({ value: category, label: t(`feedback.categories.${category}`) }))}
        value={values.category}
        onChange={(value) => onChange('category', isCategory(value) ? value : '')}
        error={fieldErrors.category ?? null}
        required
      />
      <TextArea
        label={t('feedback.content')}
        hint={t('feedback.contentHint')}
        value={values.content}
        onChange={(value) => onChange('content', value)}
        error={fieldErrors.content ?? null}
        rules={['required']}
        maxLength={FEEDBACK_LIMITS.text}
        rows={5}
        autoGrow
      />
      {photos}
      {photosProblem && <Failure role="alert">{photosProblem}</Failure>}
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('feedback.submit')}
      </Button>
    </FormPage>
  );
}
