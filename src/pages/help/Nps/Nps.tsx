import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { sendNps } from '../../../api';
import { useApiClient } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import type { NpsData } from './npsLoader';
import { NpsView, type NpsThanks } from './NpsView';

/** Where the thank-you leads. */
const HELP_PAGE = '/m/account/help.php';

/**
 * The NPS container: a score is required; the answer is sent once however often Send is pressed,
 * then the thank-you. A refusal shows the backend's message and the page asks again whether the
 * account has answered (another tab may have): if so, the thank-you replaces the form.
 */
export function Nps() {
  const data = useLoaderData<NpsData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('help');
  const submission = useSingleFlight();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [scoreError, setScoreError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<NpsThanks | null>(null);

  const submit = () =>
    submission.run(async () => {
      if (sent) return;
      setFailure(null);
      if (score === null) {
        setScoreError(t('nps.scoreRequired'));
        return;
      }
      setScoreError(null);
      const text = comment.trim();
      const result = await sendNps(client, { score, ...(text !== '' ? { comment: text } : {}) }, { suppressToast: true });
      if (!result.ok) {
        if (result.kind === 'cancelled') return;
        setFailure(failureText(result));
        void revalidator.revalidate();
        return;
      }
      setSent({ already: false, score, answeredAt: null });
    });

  const answered: NpsThanks | null =
    sent ?? (data.kind === 'ok' && data.answered ? { already: true, score: data.score, answeredAt: data.answeredAt } : null);
  return (
    <NpsView
      status={data.kind !== 'ok' ? 'error' : answered ? 'thanks' : 'ready'}
      retrying={revalidator.state === 'loading'}
      score={score}
      onScore={(value) => {
        setScore(value);
        setScoreError(null);
      }}
      comment={comment}
      onComment={setComment}
      scoreError={scoreError}
      failure={failure}
      submitting={submission.busy}
      onSubmit={() => void submit()}
      {...(answered ? { thanks: answered } : {})}
      onRetry={() => void revalidator.revalidate()}
      onDone={() => navigation.go(HELP_PAGE)}
    />
  );
}
