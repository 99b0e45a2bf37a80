import { useTranslation } from 'react-i18next';
import { FEEDBACK_LIMITS } from '../../../api';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Skeleton } from '../../../components/Skeleton';
import { TextArea } from '../../../components/TextArea';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { FormPage } from '../../shared/forms';
import { AccountPage } from '../../shared/page.styles';
import { ThankYou } from '../shared/ThankYou';
import { Failure } from './NpsView.styles';
import { ScoreScale } from './ScoreScale';

export type NpsStatus = 'loading' | 'error' | 'ready' | 'thanks';

/** The thank-you: just sent, or answered before (with when). */
export interface NpsThanks {
  /** The shopper answered on an earlier visit. */
  readonly already: boolean;
  readonly score: number | null;
  readonly answeredAt: string | null;
}

export interface NpsViewProps {
  status: NpsStatus;
  retrying?: boolean;
  score: number | null;
  onScore: (score: number) => void;
  comment: string;
  onComment: (comment: string) => void;
  /** No score chosen when sending. */
  scoreError?: string | null;
  /** The backend refused the answer: its message. */
  failure?: string | null;
  submitting?: boolean;
  onSubmit: () => void;
  /** With status `thanks`. */
  thanks?: NpsThanks;
  onRetry: () => void;
  /** From the thank-you: back to the help centre. */
  onDone: () => void;
}

/**
 * The NPS survey (spec §2 /m/account/nps): how likely the shopper is to recommend the shop, 0 to 10,
 * and why (optional); sent once, then a thank-you. A shopper who answered before sees the
 * thank-you at once (the backend keeps one answer per account). Needs login.
 */
export function NpsView({
  status,
  retrying = false,
  score,
  onScore,
  comment,
  onComment,
  scoreError = null,
  failure = null,
  submitting = false,
  onSubmit,
  thanks = { already: false, score: null, answeredAt: null },
  onRetry,
  onDone,
}: NpsViewProps) {
  const { t } = useTranslation('help');
  const locale = useLocale();
  const title = t('nps.title');
  if (status === 'thanks') {
    const date = thanks.answeredAt ? formatDate(thanks.answeredAt, locale) : '';
    return (
      <AccountPage>
        <Heading level={1} variant="title">
          {title}
        </Heading>
        <ThankYou
          title={t('nps.thanks.title')}
          message={thanks.already && date !== '' ? t('nps.thanks.already', { date }) : t('nps.thanks.message')}
          detail={thanks.score !== null ? t('nps.thanks.score', { score: thanks.score }) : null}
          backLabel={t('nps.thanks.back')}
          onBack={onDone}
          focusOnShow={!thanks.already}
        />
      </AccountPage>
    );
  }
  if (status !== 'ready') {
    return (
      <FormPage title={title} submitting={false} onSubmit={() => undefined}>
        {status === 'loading' ? (
          <Skeleton variant="text" lines={4} announce label={t('nps.loading')} />
        ) : (
          <ErrorState title={t('nps.error.title')} message={t('nps.error.message')} retrying={retrying} onRetry={onRetry} />
        )}
      </FormPage>
    );
  }
  return (
    <FormPage title={title} submitting={submitting} onSubmit={onSubmit}>
      <ScoreScale value={score} onChange={onScore} error={scoreError} />
      <TextArea label={t('nps.comment')} value={comment} onChange={onComment} maxLength={FEEDBACK_LIMITS.text} rows={3} autoGrow />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('nps.submit')}
      </Button>
    </FormPage>
  );
}
