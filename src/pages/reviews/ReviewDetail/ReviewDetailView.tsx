import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { ReviewCard } from '../../../components/ReviewCard';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { TextArea } from '../../../components/TextArea';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { PhotoViewer } from '../shared/PhotoViewer';
import { ReviewEntry, type ReviewEntryCallbacks } from '../shared/ReviewEntry';
import type { ReviewReply, ShownReview } from '../shared/reviewItems';
import type { OpenPhotos } from '../shared/useReviewActions';
import { Replies, Reply, ReplyForm, ReplyHead } from './ReviewDetailView.styles';

/** A reply is at most 500 characters (the shop's limit). */
const REPLY_MAX_LENGTH = 500;

export type ReviewDetailStatus = 'loading' | 'error' | 'invalid' | 'deleted' | 'ready';

export interface ReviewDetailViewProps extends ReviewEntryCallbacks {
  status: ReviewDetailStatus;
  retrying?: boolean;
  review?: ShownReview;
  replies?: readonly ReviewReply[];
  viewer?: OpenPhotos | null;
  onCloseViewer: () => void;
  /** The reply being written, its message (spec §5), sending, and Send. */
  reply?: string;
  onReplyChange: (value: string) => void;
  replyError?: string | null;
  replying?: boolean;
  onReply: () => void;
  /** Deleted or a bad link: the review square instead. */
  onSquare: () => void;
  onRetry: () => void;
}

/**
 * One review (spec §2 /m/review/detail?id=): the whole text, photos full-screen, its like (spec §5
 * count), Translate (spec §4 target) and the replies under it; a removed review shows only the
 * deleted note and the way to the review square.
 */
export function ReviewDetailView({
  status,
  retrying = false,
  review,
  replies = [],
  viewer = null,
  onCloseViewer,
  reply = '',
  onReplyChange,
  replyError = null,
  replying = false,
  onReply,
  onSquare,
  onRetry,
  ...callbacks
}: ReviewDetailViewProps) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId}>
      <Heading level={1} variant="title" id={titleId}>
        {t('detail.title')}
      </Heading>
      {status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={6} announce label={t('common.loading')} />
        </LoadingBlocks>
      )}
      {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
      {status === 'invalid' && (
        <EmptyState icon="chat" title={t('detail.invalid.title')} description={t('detail.invalid.description')} actionLabel={t('common.toSquare')} onAction={onSquare} />
      )}
      {status === 'deleted' && (
        <>
          <ReviewCard authorName="" rating={0} date={0} text="" deleted />
          <Button variant="outline" size="lg" fullWidth onClick={onSquare}>
            {t('common.toSquare')}
          </Button>
        </>
      )}
      {status === 'ready' && review && (
        <>
          <VisuallyHidden>
            <h2>{t('detail.review')}</h2>
          </VisuallyHidden>
          <ReviewEntry review={review} clampLines={30} linkToDetail={false} {...callbacks} />
          <Section title={t('detail.replies', { count: replies.length })} headingLevel={2} variant="plain">
            {replies.length === 0 ? (
              <Text variant="body" tone="muted">
                {t('detail.noReplies')}
              </Text>
            ) : (
              <Replies>
                {replies.map((reply) => (
                  <Reply key={reply.id}>
                    <ReplyHead>
                      <strong>{reply.nickname}</strong>
                      <span>{formatDate(reply.date, locale)}</span>
                    </ReplyHead>
                    <Text variant="body">{reply.content}</Text>
                  </Reply>
                ))}
              </Replies>
            )}
            <ReplyForm
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                onReply();
              }}
            >
              {/* No live rules: the field empties after a reply is sent; Send checks it (spec §5 required). */}
              <TextArea
                label={t('detail.reply')}
                value={reply}
                onChange={onReplyChange}
                error={replyError}
                maxLength={REPLY_MAX_LENGTH}
                rows={2}
                autoGrow
              />
              <Button type="submit" size="lg" fullWidth loading={replying}>
                {t('detail.send')}
              </Button>
            </ReplyForm>
          </Section>
        </>
      )}
      <PhotoViewer photos={viewer?.photos ?? null} index={viewer?.index ?? 0} onClose={onCloseViewer} />
    </AccountPage>
  );
}
