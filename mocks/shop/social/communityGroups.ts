import type { z } from 'zod';
import type { communityGroupSchema } from '../../../src/api/schemas/community';
import { image, pickText, type MockLocale, type Trilingual } from '../../fixtures/locale';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId, userOf, viewerId } from './account';
import { TAGS } from './postRecords';
import { postById, postPage, tagFollowState } from './postViews';
import { invalid, unknown } from './socialFailures';

/** A team: a group of shoppers around one tag (its posts are the tag's posts). */
interface TeamSeed {
  readonly id: number;
  readonly tag_id: number;
  readonly name: Trilingual;
  readonly intro: Trilingual;
  /** Members before this shop's accounts (names as shown). */
  readonly members: readonly string[];
}

export const TEAMS: readonly TeamSeed[] = [
  {
    id: 1,
    tag_id: 1,
    name: { th: 'ชมรมคนรักกันแดด', en: 'Sunscreen club', zh: '防晒俱乐部' },
    intro: {
      th: 'แลกเปลี่ยนรีวิวกันแดดสำหรับอากาศร้อนชื้นของเมืองไทย',
      en: 'Swapping sunscreen reviews for hot, humid Thai weather.',
      zh: '交流适合泰国湿热天气的防晒测评。',
    },
    members: ['น้องมะปราง', '小林同学', 'Mint K.'],
  },
];

const BAD_FOLLOW = { th: 'คำสั่งติดตามไม่ถูกต้อง', en: 'The follow action must be follow or unfollow.', zh: '关注操作无效。' };
const BAD_JOIN = { th: 'คำสั่งเข้าร่วมไม่ถูกต้อง', en: 'The action must be join or leave.', zh: '加入操作无效。' };

/**
 * followTag: follow or unfollow a tag (without an action: toggle). Refused: a guest (401), an
 * unknown tag (404), an action other than follow/unfollow (errcode 1).
 */
export function followTag(state: ShopState, input: { id?: string; action?: string }): ShopOutcome<{ is_following: 0 | 1; follower_count: number }> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const tag = TAGS.find((seed) => String(seed.id) === input.id);
  if (!tag) return unknown('tag');
  if (input.action !== undefined && input.action !== 'follow' && input.action !== 'unfollow') return invalid(BAD_FOLLOW);
  const mine = state.social.community.tagFollows[userId] ?? [];
  const follow = input.action === undefined ? !mine.includes(tag.id) : input.action === 'follow';
  const others = mine.filter((id) => id !== tag.id);
  state.social.community.tagFollows[userId] = follow ? [...others, tag.id] : others;
  tick(state.clock);
  return tagFollowState(state, tag.id, userId);
}

/** hideFeed (not interested): the post leaves the user's community lists. Refused: a guest (401), an unknown post (404). */
export function hideFeed(state: ShopState, input: { id?: string }): ShopOutcome<null> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const post = postById(state, input.id);
  if (!post) return unknown('post');
  const mine = state.social.community.hidden[userId] ?? [];
  if (!mine.includes(post.id)) state.social.community.hidden[userId] = [...mine, post.id];
  tick(state.clock);
  return null;
}

function membersOf(state: ShopState, team: TeamSeed): number[] {
  return state.social.community.teamMembers[team.id] ?? [];
}

/** A team's page for the viewer: its members (those who joined here first) and its tag's posts; undefined for an unknown team. */
export function communityGroup(state: ShopState, input: { id?: string; page: number }, locale: MockLocale): z.input<typeof communityGroupSchema> | undefined {
  const team = TEAMS.find((seed) => String(seed.id) === input.id);
  if (!team) return undefined;
  const viewer = viewerId(state);
  const joined = membersOf(state, team);
  const members = [
    ...joined.map((uid) => ({ uid, nickname: userOf(state, uid)?.username ?? '', avatar: userOf(state, uid)?.avatar ?? null, level: null })),
    ...team.members.map((nickname, i) => ({ uid: 800_001 + i, nickname, avatar: image(`team-member-${i}`), level: null })),
  ];
  return {
    id: team.id,
    name: pickText(team.name, locale),
    intro: pickText(team.intro, locale),
    cover: image(`team-${team.id}`),
    member_count: members.length,
    is_member: viewer !== null && joined.includes(viewer) ? 1 : 0,
    members,
    posts: postPage(state, { page: input.page, tag_id: String(team.tag_id) }, locale).list,
  };
}

/**
 * joinCommunityGroup: join or leave a team (joining twice or leaving a team not joined changes
 * nothing). Refused: a guest (401), an unknown team (404), an action other than join/leave (errcode 1).
 */
export function joinCommunityGroup(state: ShopState, input: { id?: string; action?: string }): ShopOutcome<{ is_member: number; member_count: number }> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const team = TEAMS.find((seed) => String(seed.id) === input.id);
  if (!team) return unknown('team');
  if (input.action !== 'join' && input.action !== 'leave') return invalid(BAD_JOIN);
  const others = membersOf(state, team).filter((id) => id !== userId);
  state.social.community.teamMembers[team.id] = input.action === 'join' ? [userId, ...others] : others;
  tick(state.clock);
  return { is_member: input.action === 'join' ? 1 : 0, member_count: team.members.length + (state.social.community.teamMembers[team.id]?.length ?? 0) };
}
