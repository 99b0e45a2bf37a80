import { describe, expect, it } from 'vitest';
import { communityGroupSchema } from '../../../src/api/schemas/community';
import { communityMocks } from '../../handlers/community';
import { buildShopState } from '../buildShopState';
import { communityGroup, followTag, hideFeed, joinCommunityGroup } from './communityGroups';
import { createPost } from './postOps';
import { postPage, tagDetail, topicPage } from './postViews';
import { failed, succeeded } from './testFailure';
import { testRequest } from './testRequest';
import { translateComment } from './translation';

describe('tags: follow, topics and the following feed', () => {
  it('followTag toggles; the tag page and the following feed show it', () => {
    const state = buildShopState('shopper');
    expect(postPage(state, { page: 1, following: true }, 'en_US').list).toEqual([]);
    expect(followTag(state, { id: '1', action: 'follow' })).toEqual({ is_following: 1, follower_count: 121 });
    expect(tagDetail(state, { id: '1', page: 1 }, 'en_US')).toMatchObject({ is_following: 1, follower_count: 121 });
    expect(postPage(state, { page: 1, following: true }, 'en_US').list.map((post) => post.id)).toEqual(['30001', '30002']);
    expect(followTag(state, { id: '1' })).toEqual({ is_following: 0, follower_count: 120 });
    expect(failed(followTag(state, { id: '9' })).code).toBe(404);
    expect(failed(followTag(state, { id: '1', action: 'like' })).code).toBe(1);
    expect(failed(followTag(buildShopState('guest'), { id: '1' })).code).toBe(401);
  });

  it('a topic is a tag by its sign; an unknown sign is 404 through the endpoint', () => {
    const state = buildShopState('guest');
    expect(topicPage(state, { sign: 'sun-care', page: 1 }, 'en_US')).toMatchObject({ topic: { id: 1, sign: 'sun-care', name: 'Sun care' }, paging: { total: 2 } });
    expect(failed(communityMocks.getFeeds.ok(testRequest(state, { sign: 'nope' }))).code).toBe(404);
  });
});

describe('not interested', () => {
  it('a hidden post leaves the shopper’s lists only', () => {
    const state = buildShopState('shopper');
    expect(hideFeed(state, { id: '30001' })).toBeNull();
    expect(postPage(state, { page: 1 }, 'en_US').list.map((post) => post.id)).toEqual(['30002', '30003', '30004']);
    expect(failed(hideFeed(state, { id: '1' })).code).toBe(404);
    expect(failed(hideFeed(buildShopState('guest'), { id: '30001' })).code).toBe(401);
  });
});

describe('teams', () => {
  it('join and leave move the member count; the team lists its tag’s posts', () => {
    const state = buildShopState('shopper');
    expect(communityGroup(state, { id: '1', page: 1 }, 'en_US')).toMatchObject({ name: 'Sunscreen club', member_count: 3, is_member: 0 });
    expect(joinCommunityGroup(state, { id: '1', action: 'join' })).toEqual({ is_member: 1, member_count: 4 });
    expect(joinCommunityGroup(state, { id: '1', action: 'join' })).toEqual({ is_member: 1, member_count: 4 });
    const team = communityGroupSchema.parse(communityGroup(state, { id: '1', page: 1 }, 'en_US'));
    expect(team.members[0]).toMatchObject({ uid: '900101' });
    expect(team.posts.map((post) => post.id)).toEqual(['30001', '30002']);
    expect(joinCommunityGroup(state, { id: '1', action: 'leave' })).toEqual({ is_member: 0, member_count: 3 });
    expect(failed(joinCommunityGroup(state, { id: '1', action: 'x' })).code).toBe(1);
    expect(failed(joinCommunityGroup(state, { id: '7', action: 'join' })).code).toBe(404);
    expect(communityGroup(state, { id: '7', page: 1 }, 'en_US')).toBeUndefined();
  });
});

describe('posts: tagged products and translation', () => {
  it('a new post carries its tagged products; unknown products are refused', () => {
    const state = buildShopState('shopper');
    const post = succeeded(createPost(state, { title: 'T', content: 'C', teams: ['50001'], lang: 'en_US' }));
    expect(postPage(state, { page: 1 }, 'en_US').list[0]).toMatchObject({ id: post.id, teams: [{ id: '50001' }] });
    expect(failed(createPost(state, { title: 'T', content: 'C', teams: ['1'], lang: 'en_US' })).code).toBe(1);
  });

  it('a sample post translates into the asked language', () => {
    const state = buildShopState('guest');
    expect(translateComment(state, { id: '30001', lang: 'en_US' })).toMatchObject({ trans_res: expect.stringContaining('Andaman Sun') });
  });
});
