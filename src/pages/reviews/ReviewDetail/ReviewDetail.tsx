import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { replyToReview } from '../../../api';
import { useLocale } from '../../../i18n';
import { useApiClient } from '../../../session';
import { validate } from '../../../validation';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { REVIEW_SQUARE_PATH } from '../shared/reviewAddresses';
import { toReviewReplies, type ReviewReply } from '../shared/reviewItems';
import { useReviewActions } from '../shared/useReviewActions';
import type { ReviewDetailData } from './reviewDetailLoader';
import { ReviewDetailView } from './ReviewDetailView';

/**
 * The review detail container: like, translate, photos full-screen and a reply (spec §5 required;
 * sent once however often Send is pressed; a guest goes to login and back, any other refusal is a
 * toast and the text stays); a removed review shows the deleted note.
 */
export function ReviewDetail() {
  const data = useLoaderData<ReviewDetailData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const navigation = useShopNavigation();
  const actions = useReviewActions();
  const sending = useSingleFlight();
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  // Replies sent from this page, over the loaded ones (for this load only).
  const [sent, setSent] = useState<{ data: ReviewDetailData; replies: readonly ReviewReply[] } | null>(null);
  const [review] = data.kind === 'ok' ? actions.show([data.review]) : [];
  const replies = sent?.data === data ? sent.replies : data.kind === 'ok' ? data.replies : [];

  const send = () =>
    sending.run(async () => {
      if (data.kind !== 'ok') return;
      const problem = validate('required', reply.trim(), locale);
      setReplyError(problem);
      if (problem) return;
      const result = await replyToReview(client, { review_id: data.review.id, content: reply.trim() }, { suppressToast: true });
      if (!result.ok) {
        actions.fail(result);
        return;
      }
      setSent({ data, replies: toReviewReplies(result.data) });
      setReply('');
    });

  return (
    <ReviewDetailView
      status={data.kind === 'ok' ? 'ready' : data.kind}
      retrying={revalidator.state === 'loading'}
      {...(review ? { review } : {})}
      replies={replies}
      reply={reply}
      onReplyChange={(value) => {
        setReply(value);
        if (replyError) setReplyError(null);
      }}
      replyError={replyError}
      replying={sending.busy}
      onReply={() => void send()}
      onLike={actions.toggleLike}
      onTranslate={actions.translate}
      onShowOriginal={actions.showOriginal}
      onOpenPhoto={actions.openPhotos}
      onNavigate={(href, event) => {
        event.preventDefault();
        navigation.go(href);
      }}
      viewer={actions.viewer}
      onCloseViewer={actions.closePhotos}
      onSquare={() => navigation.go(REVIEW_SQUARE_PATH)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
