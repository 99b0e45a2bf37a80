import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Icon } from '../../../components/Icon';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { CommunityPage, PageHeader, TagLink, TagRow } from '../shared/community.styles';
import { tagHref } from '../shared/communityAddresses';
import { FeedGrid } from '../shared/FeedGrid';
import { PostActionsSheet } from '../shared/PostActionsSheet';
import type { PostItem } from '../shared/postItems';
import type { LikeState } from '../shared/usePostLikes';
import { COMMUNITY_TABS, type CommunityTab } from './communityHomeLoader';
import { ExperienceLink, ExperienceRow, FeedPanel } from './CommunityHomeView.styles';

export type CommunityHomeStatus = 'loading' | 'error' | 'ready';

export interface CommunityHomeViewProps {
  status: CommunityHomeStatus;
  retrying?: boolean;
  tab: CommunityTab;
  onSelectTab: (tab: CommunityTab) => void;
  posts: readonly PostItem[];
  /** The feed's next pages (InfiniteListSentinel). */
  feedStatus?: InfiniteListStatus;
  onLoadMore?: () => void;
  /** The following tab for a guest: a sign-in prompt instead of posts. */
  guest?: boolean;
  experiences?: readonly PostItem[];
  hotTags?: readonly { id: string; name: string }[];
  likeOf?: (post: PostItem) => LikeState;
  onToggleLike?: (post: PostItem) => void;
  onOpenPost?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The post whose long-press actions are open. */
  actionsPost?: PostItem | null;
  onActions?: (post: PostItem) => void;
  onCloseActions?: () => void;
  onReport?: (id: string) => void;
  onNotInterested?: (id: string) => void;
  actionsBusy?: boolean;
  /** Write a post (a guest is sent to sign in first). */
  onWrite: () => void;
  onSignIn?: () => void;
  onRetry: () => void;
}

const noop = () => undefined;

/**
 * The community home (spec §2 /m/community): tabs (recommended, following, latest) over a
 * two-column feed of posts, the experiences, hot tags and a button to write a post. A long press
 * on a post (spec §9) opens its actions.
 */
export function CommunityHomeView({
  status,
  retrying = false,
  tab,
  onSelectTab,
  posts,
  feedStatus = 'end',
  onLoadMore = noop,
  guest = false,
  experiences = [],
  hotTags = [],
  likeOf,
  onToggleLike,
  onOpenPost,
  actionsPost = null,
  onActions,
  onCloseActions = noop,
  onReport = noop,
  onNotInterested = noop,
  actionsBusy = false,
  onWrite,
  onSignIn = noop,
  onRetry,
}: CommunityHomeViewProps) {
  const { t } = useTranslation('community');
  const open = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => onOpenPost?.(href, event);

  const feed = () => {
    if (status === 'loading') return <Skeleton variant="card" lines={4} />;
    if (status === 'error') return <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />;
    if ((tab === 'following' || tab === 'mine') && guest) {
      return <EmptyState icon="user" title={t(`home.${tab}Guest.title`)} description={t(`home.${tab}Guest.message`)} actionLabel={t('common.signIn')} onAction={onSignIn} />;
    }
    if (posts.length === 0) {
      return tab === 'following' ? (
        <EmptyState icon="heart" title={t('home.followingEmpty.title')} description={t('home.followingEmpty.message')} />
      ) : tab === 'mine' ? (
        <EmptyState icon="camera" title={t('home.mineEmpty.title')} description={t('home.mineEmpty.message')} actionLabel={t('home.write')} onAction={onWrite} />
      ) : (
        <EmptyState icon="camera" title={t('home.empty.title')} description={t('home.empty.message')} actionLabel={t('home.write')} onAction={onWrite} />
      );
    }
    return (
      <>
        <FeedGrid
          posts={posts}
          label={t(`home.tabs.${tab}`)}
          actionsHint={t('actions.hint')}
          {...(likeOf ? { likeOf } : {})}
          {...(onToggleLike ? { onToggleLike } : {})}
          {...(onOpenPost ? { onOpen: (post: PostItem, event: MouseEvent<HTMLAnchorElement>) => onOpenPost(post.href, event) } : {})}
          {...(onActions ? { onActions } : {})}
        />
        <InfiniteListSentinel status={feedStatus} onLoadMore={onLoadMore} />
      </>
    );
  };

  return (
    <CommunityPage>
      <PageHeader>
        <Heading level={1} variant="title">
          {t('home.title')}
        </Heading>
        <Button size="md" icon={<Icon name="plus" />} onClick={onWrite}>
          {t('home.write')}
        </Button>
      </PageHeader>
      {status === 'ready' && hotTags.length > 0 && (
        <Section title={t('home.hotTags')}>
          <TagRow>
            {hotTags.map((tag) => (
              <li key={tag.id}>
                <TagLink href={tagHref(tag.id)} onClick={open(tagHref(tag.id))}>
                  #{tag.name}
                </TagLink>
              </li>
            ))}
          </TagRow>
        </Section>
      )}
      {status === 'ready' && experiences.length > 0 && (
        <Section title={t('home.experiences')}>
          <ExperienceRow aria-label={t('home.experiences')} tabIndex={0}>
            {experiences.map((post) => (
              <li key={post.id}>
                <ExperienceLink href={post.href} onClick={open(post.href)}>
                  {post.cover && <img src={post.cover} alt="" width={140} height={140} loading="lazy" />}
                  <span>{post.title}</span>
                </ExperienceLink>
              </li>
            ))}
          </ExperienceRow>
        </Section>
      )}
      <Tabs
        tabs={COMMUNITY_TABS.map((id) => ({ id, label: t(`home.tabs.${id}`) }))}
        selectedId={tab}
        onSelect={(id) => {
          const next = COMMUNITY_TABS.find((known) => known === id);
          if (next) onSelectTab(next);
        }}
        label={t('home.tabsLabel')}
        stretch
      >
        <FeedPanel>{feed()}</FeedPanel>
      </Tabs>
      <PostActionsSheet post={actionsPost} onClose={onCloseActions} onReport={onReport} onNotInterested={onNotInterested} busy={actionsBusy} />
    </CommunityPage>
  );
}
