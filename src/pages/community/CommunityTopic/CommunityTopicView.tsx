import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { Link } from '../../../components/Link';
import { Skeleton } from '../../../components/Skeleton';
import { CommunityPage, CoverBand } from '../shared/community.styles';
import { tagHref } from '../shared/communityAddresses';
import { FeedGrid } from '../shared/FeedGrid';
import { PostActionsSheet } from '../shared/PostActionsSheet';
import type { PostItem } from '../shared/postItems';
import type { LikeState } from '../shared/usePostLikes';
import type { TopicItem } from './communityTopicLoader';

export type CommunityTopicStatus = 'loading' | 'error' | 'ready';

export interface CommunityTopicViewProps {
  status: CommunityTopicStatus;
  retrying?: boolean;
  topic?: TopicItem;
  posts?: readonly PostItem[];
  feedStatus?: InfiniteListStatus;
  onLoadMore?: () => void;
  likeOf?: (post: PostItem) => LikeState;
  onToggleLike?: (post: PostItem) => void;
  onOpenPost?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  actionsPost?: PostItem | null;
  onActions?: (post: PostItem) => void;
  onCloseActions?: () => void;
  onReport?: (id: string) => void;
  onNotInterested?: (id: string) => void;
  onRetry: () => void;
}

const noop = () => undefined;

/** A topic landing (spec §2 /m/community/{sign}): the topic's cover and name, a link to its tag page, and its posts. */
export function CommunityTopicView({
  status,
  retrying = false,
  topic,
  posts = [],
  feedStatus = 'end',
  onLoadMore = noop,
  likeOf,
  onToggleLike,
  onOpenPost,
  actionsPost = null,
  onActions,
  onCloseActions = noop,
  onReport = noop,
  onNotInterested = noop,
  onRetry,
}: CommunityTopicViewProps) {
  const { t } = useTranslation('community');
  if (status !== 'ready' || !topic) {
    return (
      <CommunityPage>
        <Heading level={1} variant="title">
          {t('topic.title')}
        </Heading>
        {status === 'loading' ? (
          <Skeleton variant="card" lines={3} />
        ) : (
          <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />
        )}
      </CommunityPage>
    );
  }
  const tagPage = topic.tagId ? tagHref(topic.tagId) : null;
  return (
    <CommunityPage>
      {topic.cover && <CoverBand src={topic.cover} alt="" width={750} height={328} />}
      <Heading level={1} variant="title">
        #{topic.name}
      </Heading>
      {tagPage && (
        <Link href={tagPage} onClick={(event: MouseEvent<HTMLAnchorElement>) => onOpenPost?.(tagPage, event)}>
          {t('topic.toTag')}
        </Link>
      )}
      {posts.length === 0 ? (
        <EmptyState icon="camera" title={t('tag.empty.title')} description={t('tag.empty.message')} />
      ) : (
        <>
          <FeedGrid
            posts={posts}
            label={t('tag.posts', { name: topic.name })}
            actionsHint={t('actions.hint')}
            {...(likeOf ? { likeOf } : {})}
            {...(onToggleLike ? { onToggleLike } : {})}
            {...(onOpenPost ? { onOpen: (post: PostItem, event: MouseEvent<HTMLAnchorElement>) => onOpenPost(post.href, event) } : {})}
            {...(onActions ? { onActions } : {})}
          />
          <InfiniteListSentinel status={feedStatus} onLoadMore={onLoadMore} />
        </>
      )}
      <PostActionsSheet post={actionsPost} onClose={onCloseActions} onReport={onReport} onNotInterested={onNotInterested} />
    </CommunityPage>
  );
}
