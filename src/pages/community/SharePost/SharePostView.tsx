import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { formatLikeCount, truncateGraphemes } from '../../../format';
import { CommunityPage } from '../shared/community.styles';
import { appPostLink } from '../shared/communityAddresses';
import type { PostItem } from '../shared/postItems';
import { ButtonLink, Summary, SummaryCover } from './SharePostView.styles';

export type SharePostStatus = 'loading' | 'error' | 'invalid' | 'ready';

/** The summary shows this many graphemes of the post's text (a Thai cluster is never split). */
export const SUMMARY_LENGTH = 120;

export interface SharePostViewProps {
  status: SharePostStatus;
  retrying?: boolean;
  post?: PostItem;
  /** Inside the app the post opens there directly: only the site's button shows. */
  inApp?: boolean;
  /** Following the site's button (client-side navigation). */
  onOpenOnSite?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onCommunityHome?: () => void;
  onRetry: () => void;
}

const noop = () => undefined;

/** A shared post (spec §2 /m/community/share.php?id=): its picture, title, author, a summary of the text and likes; open it in the app or on the site. */
export function SharePostView({ status, retrying = false, post, inApp = false, onOpenOnSite, onCommunityHome = noop, onRetry }: SharePostViewProps) {
  const { t } = useTranslation('community');
  if (status !== 'ready' || !post) {
    return (
      <CommunityPage>
        <Heading level={1} variant="title">
          {t('share.title')}
        </Heading>
        {status === 'loading' && <Skeleton variant="card" lines={3} />}
        {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
        {status === 'invalid' && (
          <EmptyState icon="search" title={t('common.invalid.title')} description={t('common.invalid.message')} actionLabel={t('common.toCommunity')} onAction={onCommunityHome} />
        )}
      </CommunityPage>
    );
  }
  const likes = formatLikeCount(post.likeCount);
  return (
    <CommunityPage>
      <Summary aria-labelledby="share-post-title">
        {post.cover && <SummaryCover src={post.cover} alt="" width={300} height={400} />}
        <Heading level={1} variant="title" id="share-post-title">
          {post.title}
        </Heading>
        <Text variant="caption" tone="muted">
          {likes ? t('share.byWithLikes', { name: post.authorName, likes }) : t('share.by', { name: post.authorName })}
        </Text>
        <Text>{truncateGraphemes(post.content, SUMMARY_LENGTH)}</Text>
      </Summary>
      {!inApp && (
        <ButtonLink $primary href={appPostLink(post.id)}>
          {t('share.openInApp')}
        </ButtonLink>
      )}
      <ButtonLink href={post.href} {...(onOpenOnSite ? { onClick: onOpenOnSite } : {})} $primary={inApp}>
        {t('share.openOnSite')}
      </ButtonLink>
    </CommunityPage>
  );
}
