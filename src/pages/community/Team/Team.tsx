import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { joinCommunityGroup } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { COMMUNITY_HOME } from '../shared/communityAddresses';
import { useFeedInteractions } from '../shared/useFeedInteractions';
import type { TeamData, TeamItem } from './teamLoader';
import { TeamView } from './TeamView';

/** The team page's container: join or leave (once at a time; a guest goes to login and back), likes and long-press actions. */
export function Team() {
  const data = useLoaderData<TeamData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const { t } = useTranslation('community');
  const feed = useFeedInteractions();
  const [membership, setMembership] = useState<Pick<TeamItem, 'member' | 'memberCount'> | null>(null);
  const [busy, setBusy] = useState(false);

  if (data.kind !== 'ok') {
    return (
      <TeamView
        status={data.kind === 'invalid' ? 'invalid' : 'error'}
        retrying={revalidator.state === 'loading'}
        onCommunityHome={() => navigation.go(COMMUNITY_HOME)}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  const team = { ...data.team, ...(membership ?? {}) };
  const toggleJoin = () => {
    if (busy) return;
    setBusy(true);
    const action = team.member ? 'leave' : 'join';
    void joinCommunityGroup(client, { id: team.id, action }, { suppressToast: true }).then((result) => {
      setBusy(false);
      if (!result.ok) {
        feed.fail(result);
        return;
      }
      setMembership({ member: result.data.is_member, memberCount: Math.max(0, result.data.member_count) });
      send({ type: 'toast.show', text: action === 'join' ? t('team.joined') : t('team.left'), tone: 'success' });
    });
  };
  return (
    <TeamView
      status="ready"
      team={team}
      posts={data.posts.filter((post) => !feed.hidden.has(post.id))}
      joining={busy}
      onToggleJoin={toggleJoin}
      {...feed.props}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
