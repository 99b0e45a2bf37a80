import { getCommunityGroup, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import { numericIdParam } from '../shared/communityAddresses';
import { toPostItem, type PostItem } from '../shared/postItems';

/** A team (a group of shoppers) as its page shows it. */
export interface TeamItem {
  readonly id: string;
  readonly name: string;
  readonly intro: string;
  readonly cover?: string;
  readonly memberCount: number;
  readonly member: boolean;
  readonly members: readonly { readonly id: string; readonly name: string; readonly avatar?: string }[];
}

/** What the team page shows: the team, its members and posts; `invalid` (a missing or malformed id); a failure with retry. */
export type TeamData = { readonly kind: 'ok'; readonly team: TeamItem; readonly posts: readonly PostItem[] } | { readonly kind: 'invalid' } | { readonly kind: 'error' };

/** The team page's loader (spec §2 /m/community/team.php?id=): open to guests; joining needs login. */
export async function loadTeam(client: ApiClient, request: Request): Promise<TeamData> {
  const id = numericIdParam(request);
  if (id === null) return { kind: 'invalid' };
  const loaded = await loadedOrLeave(await getCommunityGroup(client, { id }, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const team = loaded.data;
  return {
    kind: 'ok',
    team: {
      id: team.id,
      name: team.name,
      intro: team.intro,
      ...(team.cover ? { cover: team.cover } : {}),
      memberCount: Math.max(0, team.member_count),
      member: team.is_member,
      members: team.members.map((member) => ({ id: member.uid, name: member.nickname, ...(member.avatar ? { avatar: member.avatar } : {}) })),
    },
    posts: team.posts.filter((post) => !post.deleted).map(toPostItem),
  };
}

export const teamLoader: PageLoader = ({ request }, { client }) => loadTeam(client, request);
