import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { formatCount } from '../../../format';
import { useLocale } from '../../../i18n';
import { CommunityPage, CoverBand, PageHeader } from '../shared/community.styles';
import { FeedGrid } from '../shared/FeedGrid';
import { CommunityPageProblem } from '../shared/CommunityPageProblem';
import { PostActionsSheet } from '../shared/PostActionsSheet';
import type { PostItem } from '../shared/postItems';
import type { LikeState } from '../shared/usePostLikes';
import type { TagItem } from './tagDetailLoader';

export type TagDetailStatus = 'loading' | 'error' | 'invalid' | 'ready';

export interface TagDetailViewProps {
  status: TagDetailStatus;
  retrying?: boolean;
  tag?: TagItem;
  posts?: readonly PostItem[];
  /** The follow call runs. */
  following?: boolean;
  onToggleFollow?: () => void;
  likeOf?: (post: PostItem) => LikeState;
  onToggleLike?: (post: PostItem) => void;
  onOpenPost?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  actionsPost?: PostItem | null;
  onActions?: (post: PostItem) => void;
  onCloseActions?: () => void;
  onReport?: (id: string) => void;
  onNotInterested?: (id: string) => void;
  onCommunityHome?: () => void;
  onRetry: () => void;
}

const noop = () => undefined;

/** A tag's page (spec §2 /m/community/tag_detail.php?id=): its cover, counts, follow (login first) and its posts. */
export function TagDetailView({
  status,
  retrying = false,
  tag,
  posts = [],
  following = false,
  onToggleFollow = noop,
  likeOf,
  onToggleLike,
  onOpenPost,
  actionsPost = null,
  onActions,
  onCloseActions = noop,
  onReport = noop,
  onNotInterested = noop,
  onCommunityHome = noop,
  onRetry,
}: TagDetailViewProps) {
  const { t } = useTranslation('community');
  const locale = useLocale();
  if (status !== 'ready' || !tag) {
    return <CommunityPageProblem title={t('tag.title')} status={status} retrying={retrying} onRetry={onRetry} onCommunityHome={onCommunityHome} />;
  }
  return (
    <CommunityPage>
      {tag.cover && <CoverBand src={tag.cover} alt="" width={750} height={328} />}
      <PageHeader>
        <div>
          <Heading level={1} variant="title">
            #{tag.name}
          </Heading>
          <Text variant="caption" tone="muted">
            {t('tag.counts', { posts: formatCount(tag.postCount, locale), followers: formatCount(tag.followerCount, locale) })}
          </Text>
        </div>
        <Button variant={tag.following ? 'outline' : 'primary'} size="md" loading={following} aria-pressed={tag.following} onClick={onToggleFollow}>
          {tag.following ? t('tag.following') : t('tag.follow')}
        </Button>
      </PageHeader>
      {posts.length === 0 ? (
        <EmptyState icon="camera" title={t('tag.empty.title')} description={t('tag.empty.message')} />
      ) : (
        <FeedGrid
          posts={posts}
          label={t('tag.posts', { name: tag.name })}
          actionsHint={t('actions.hint')}
          {...(likeOf ? { likeOf } : {})}
          {...(onToggleLike ? { onToggleLike } : {})}
          {...(onOpenPost ? { onOpen: (post: PostItem, event: MouseEvent<HTMLAnchorElement>) => onOpenPost(post.href, event) } : {})}
          {...(onActions ? { onActions } : {})}
        />
      )}
      <PostActionsSheet post={actionsPost} onClose={onCloseActions} onReport={onReport} onNotInterested={onNotInterested} />
    </CommunityPage>
  );
}
