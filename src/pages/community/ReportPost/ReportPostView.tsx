import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { RadioGroup } from '../../../components/Radio';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { TextArea } from '../../../components/TextArea';
import { FormPage } from '../../shared/forms';
import { Failure } from '../shared/community.styles';

export type ReportPostStatus = 'loading' | 'error' | 'invalid' | 'ready' | 'sent';

/** The reasons a post can be reported for (sent as `reason`). */
export const REPORT_REASONS = ['spam', 'offensive', 'misleading', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The shopper's words are cut at this many graphemes (the backend's limit). */
export const REPORT_TEXT_MAX = 200;

export interface ReportPostViewProps {
  status: ReportPostStatus;
  retrying?: boolean;
  postTitle?: string;
  reason: ReportReason | '';
  onReasonChange: (reason: ReportReason) => void;
  text: string;
  onTextChange: (text: string) => void;
  reasonError?: string | null;
  textError?: string | null;
  /** The backend refused the report (already reported): its message. */
  failure?: string | null;
  submitting?: boolean;
  onSubmit: () => void;
  /** After sending, or from the invalid state: back to the post or the community. */
  onBack: () => void;
  onRetry: () => void;
}

const isReason = (value: string): value is ReportReason => (REPORT_REASONS as readonly string[]).includes(value);

/** Report a post (spec §2 /m/community/report.php?id=): a reason, the shopper's words (needed for "other"), sent once, then a confirmation. Needs login. */
export function ReportPostView({
  status,
  retrying = false,
  postTitle = '',
  reason,
  onReasonChange,
  text,
  onTextChange,
  reasonError = null,
  textError = null,
  failure = null,
  submitting = false,
  onSubmit,
  onBack,
  onRetry,
}: ReportPostViewProps) {
  const { t } = useTranslation('community');
  const title = t('report.title');
  if (status !== 'ready') {
    return (
      <FormPage title={title} submitting={false} onSubmit={() => undefined}>
        {status === 'loading' && <Skeleton variant="text" lines={4} />}
        {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
        {status === 'invalid' && (
          <EmptyState icon="search" title={t('common.invalid.title')} description={t('common.invalid.message')} actionLabel={t('common.toCommunity')} onAction={onBack} />
        )}
        {status === 'sent' && (
          <EmptyState icon="check" title={t('report.sent.title')} description={t('report.sent.message')} actionLabel={t('report.sent.back')} onAction={onBack} />
        )}
      </FormPage>
    );
  }
  return (
    <FormPage title={title} submitting={submitting} onSubmit={onSubmit}>
      <Text tone="muted">{t('report.about', { title: postTitle })}</Text>
      <RadioGroup
        legend={t('report.reason')}
        name="report-reason"
        options={REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
        value={reason}
        onChange={(value) => {
          if (isReason(value)) onReasonChange(value);
        }}
        error={reasonError}
        required
      />
      <TextArea
        label={t('report.text')}
        hint={t('report.textHint')}
        value={text}
        onChange={onTextChange}
        error={textError}
        maxLength={REPORT_TEXT_MAX}
        rows={4}
        autoGrow
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('report.submit')}
      </Button>
    </FormPage>
  );
}
