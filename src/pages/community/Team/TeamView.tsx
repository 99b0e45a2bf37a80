import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Heading } from '../../../components/Heading';
import { Section } from '../../../components/Section';
import { Text } from '../../../components/Text';
import { formatCount } from '../../../format';
import { useLocale } from '../../../i18n';
import { CommunityPage, CoverBand, PageHeader } from '../shared/community.styles';
import { FeedGrid } from '../shared/FeedGrid';
import { CommunityPageProblem } from '../shared/CommunityPageProblem';
import { PostActionsSheet } from '../shared/PostActionsSheet';
import type { PostItem } from '../shared/postItems';
import type { LikeState } from '../shared/usePostLikes';
import type { TeamItem } from './teamLoader';
import { MemberRow } from './TeamView.styles';

export type TeamStatus = 'loading' | 'error' | 'invalid' | 'ready';

export interface TeamViewProps {
  status: TeamStatus;
  retrying?: boolean;
  team?: TeamItem;
  posts?: readonly PostItem[];
  /** The join or leave call runs. */
  joining?: boolean;
  onToggleJoin?: () => void;
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

/** A team (spec §2 /m/community/team.php?id=): its cover, intro, members, join or leave (login first) and its posts. */
export function TeamView({
  status,
  retrying = false,
  team,
  posts = [],
  joining = false,
  onToggleJoin = noop,
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
}: TeamViewProps) {
  const { t } = useTranslation('community');
  const locale = useLocale();
  if (status !== 'ready' || !team) {
    return <CommunityPageProblem title={t('team.title')} status={status} retrying={retrying} onRetry={onRetry} onCommunityHome={onCommunityHome} />;
  }
  return (
    <CommunityPage>
      {team.cover && <CoverBand src={team.cover} alt="" width={750} height={328} />}
      <PageHeader>
        <div>
          <Heading level={1} variant="title">
            {team.name}
          </Heading>
          <Text variant="caption" tone="muted">
            {t('team.memberCount', { count: team.memberCount, formatted: formatCount(team.memberCount, locale) })}
          </Text>
        </div>
        <Button variant={team.member ? 'outline' : 'primary'} size="md" loading={joining} onClick={onToggleJoin}>
          {team.member ? t('team.leave') : t('team.join')}
        </Button>
      </PageHeader>
      <Text>{team.intro}</Text>
      <Section title={t('team.members')}>
        <MemberRow>
          {team.members.map((member) => (
            <li key={member.id}>
              <Avatar name={member.name} {...(member.avatar ? { src: member.avatar } : {})} size="md" decorative />
              <span>{member.name}</span>
            </li>
          ))}
        </MemberRow>
      </Section>
      <Section title={t('team.posts')}>
        {posts.length === 0 ? (
          <EmptyState icon="camera" title={t('tag.empty.title')} description={t('tag.empty.message')} headingLevel={3} />
        ) : (
          <FeedGrid
            posts={posts}
            label={t('team.posts')}
            titled={false}
            actionsHint={t('actions.hint')}
            {...(likeOf ? { likeOf } : {})}
            {...(onToggleLike ? { onToggleLike } : {})}
            {...(onOpenPost ? { onOpen: (post: PostItem, event: MouseEvent<HTMLAnchorElement>) => onOpenPost(post.href, event) } : {})}
            {...(onActions ? { onActions } : {})}
          />
        )}
      </Section>
      <PostActionsSheet post={actionsPost} onClose={onCloseActions} onReport={onReport} onNotInterested={onNotInterested} />
    </CommunityPage>
  );
}
