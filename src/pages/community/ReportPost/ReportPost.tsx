import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { reportFeed } from '../../../api';
import { useLocale } from '../../../i18n';
import { useApiClient } from '../../../session';
import { validate } from '../../../validation';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { COMMUNITY_HOME, postHref } from '../shared/communityAddresses';
import type { ReportPostData } from './reportPostLoader';
import { ReportPostView, type ReportReason } from './ReportPostView';

/**
 * The report container: a reason is required (spec §5 message), the shopper's words too for
 * "other"; sent once however often Send is pressed; a confirmation after; a second report of the
 * same post shows the backend's refusal.
 */
export function ReportPost() {
  const data = useLoaderData<ReportPostData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const submission = useSingleFlight();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = () =>
    submission.run(async () => {
      if (data.kind !== 'ok' || sent) return;
      const missingReason = validate('required', reason, locale);
      const missingText = reason === 'other' ? validate('required', text, locale) : null;
      setReasonError(missingReason);
      setTextError(missingText);
      setFailure(null);
      if (missingReason || missingText || reason === '') return;
      const content = text.trim();
      const result = await reportFeed(client, { id: data.postId, reason, ...(content ? { content } : {}) }, { suppressToast: true });
      if (!result.ok) {
        if (result.kind !== 'cancelled') setFailure(failureText(result));
        return;
      }
      setSent(true);
    });

  const back = () => navigation.go(data.kind === 'ok' ? postHref(data.postId) : COMMUNITY_HOME);
  const status = data.kind === 'ok' ? (sent ? 'sent' : 'ready') : data.kind;
  return (
    <ReportPostView
      status={status}
      retrying={revalidator.state === 'loading'}
      postTitle={data.kind === 'ok' ? data.postTitle : ''}
      reason={reason}
      onReasonChange={(value) => {
        setReason(value);
        setReasonError(null);
      }}
      text={text}
      onTextChange={setText}
      reasonError={reasonError}
      textError={textError}
      failure={failure}
      submitting={submission.busy}
      onSubmit={() => void submit()}
      onBack={back}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
