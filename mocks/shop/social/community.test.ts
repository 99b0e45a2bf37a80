import { describe, expect, it } from 'vitest';
import { tagDetailSchema } from '../../../src/api/schemas/community';
import { buildPost, buildPosts, buildTagDetail } from '../../fixtures/community';
import { communityMocks } from '../../handlers/community';
import { buildShopState } from '../buildShopState';
import { commentFeed } from './comments';
import { createPost, likeFeed, reportFeed, type CreatePostInput } from './postOps';
import { feedDetail, postPage, tagDetail } from './postViews';
import { failed, succeeded } from './testFailure';
import { testRequest } from './testRequest';
import { translateComment } from './translation';

const post = (overrides: Partial<CreatePostInput> = {}): CreatePostInput => ({
  title: 'Songkran sunscreen test',
  content: 'Three sunscreens, one water fight.',
  images: ['/static/mock/mine.webp'],
  tags: ['1', '2'],
  lang: 'en_US',
  ...overrides,
});

describe('posts', () => {
  it('a new post shows first in the feeds and on each of its tags’ pages', () => {
    const state = buildShopState('shopper');
    const created = succeeded(createPost(state, post()));
    expect(created).toMatchObject({ id: '30101', author_id: 900_101, tag_ids: [1, 2], created_at: '2025-03-14 10:31:00' });
    const feeds = postPage(state, { page: 1 }, 'en_US');
    expect(feeds.list[0]).toMatchObject({
      id: '30101',
      title: 'Songkran sunscreen test',
      author: { uid: 900_101, nickname: 'ploy.siriwan' },
      like_count: 0,
      comment_count: 0,
      tags: [{ id: 1, name: 'Sun care' }, { id: 2, name: 'Skincare routine' }],
    });
    expect(feeds.paging.total).toBe(5);
    const tagPosts = (id: string) => tagDetailSchema.parse(tagDetail(state, { id, page: 1 }, 'en_US')).posts.map((item) => item.id);
    expect(tagDetail(state, { id: '1', page: 1 }, 'en_US')).toMatchObject({ post_count: 3 });
    expect(tagPosts('1')).toEqual(['30101', '30001', '30002']);
    expect(tagPosts('2')).toEqual(['30101']);
    expect(tagDetail(state, { id: '3', page: 1 }, 'en_US')?.post_count).toBe(0);
  });

  it("the shopper's own posts (mine): only theirs, the new one first; none for a guest", () => {
    const state = buildShopState('shopper');
    const mine = () => postPage(state, { page: 1, mine: true }, 'en_US').list;
    const before = mine();
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan(postPage(state, { page: 1 }, 'en_US').list.length);
    expect(new Set(before.map((item) => item.author.uid))).toEqual(new Set([900_101]));
    succeeded(createPost(state, post()));
    expect(mine().map((item) => item.id)).toEqual(['30101', ...before.map((item) => item.id)]);
    expect(postPage(buildShopState('guest'), { page: 1, mine: true }, 'en_US').list).toEqual([]);
  });

  it.each([
    ['no title', { title: ' ' }],
    ['a 61-character title', { title: 'a'.repeat(61) }],
    ['no content', { content: '' }],
    ['2,001 characters', { content: 'a'.repeat(2_001) }],
    ['ten photos', { images: Array.from({ length: 10 }, (_, i) => `/p-${i}.webp`) }],
    ['an unknown tag', { tags: ['9'] }],
  ])('refuses %s (errcode 1)', (_name, overrides: Partial<CreatePostInput>) => {
    const state = buildShopState('shopper');
    expect(failed(createPost(state, post(overrides))).code).toBe(1);
    expect(state.social.posts).toHaveLength(4);
  });

  it('a guest cannot post (401)', () => {
    expect(failed(createPost(buildShopState('guest'), post())).code).toBe(401);
  });

  it('the endpoint reads tags and images as lists', () => {
    const state = buildShopState('shopper');
    const answer = communityMocks.createPost.ok(testRequest(state, { title: 'T', content: 'C', 'tags[]': '3', 'images[0]': '/x.webp' }));
    expect(answer).toMatchObject({ id: '30101', tags: [{ id: 3, name: 'แต่งหน้า' }], images: ['/x.webp'], lang: 'th_TH' });
  });
});

describe('likes, reports and comments', () => {
  it('likeFeed toggles; the count moves by one in the like answer and the feeds', () => {
    const state = buildShopState('shopper');
    expect(likeFeed(state, { id: '30001' })).toEqual({ is_liked: 1, like_count: 12_346 });
    expect(postPage(state, { page: 1 }, 'th_TH').list[0]).toMatchObject({ id: '30001', like_count: 12_346, is_liked: 1 });
    expect(postPage(buildShopState('shopper'), { page: 1 }, 'th_TH').list[0]).toMatchObject({ like_count: 12_345, is_liked: 0 });
    expect(likeFeed(state, { id: '30001' })).toEqual({ is_liked: 0, like_count: 12_345 });
    expect(failed(likeFeed(state, { id: '1' })).code).toBe(404);
    expect(failed(likeFeed(buildShopState('guest'), { id: '30001' })).code).toBe(401);
  });

  it('reportFeed: once per post per shopper; a second report is refused (4121)', () => {
    const state = buildShopState('shopper');
    expect(reportFeed(state, { id: '30002', reason: 'spam' })).toBeNull();
    const second = failed(reportFeed(state, { id: '30002', reason: 'spam again' }));
    expect(second.code).toBe(4_121);
    expect(second.text('en_US')).toBe('You have already reported this post; we are looking into it.');
    expect(reportFeed(state, { id: '30003', reason: 'spam' })).toBeNull();
    expect(failed(reportFeed(state, { id: '30004', reason: ' ' })).code).toBe(1);
    expect(failed(reportFeed(state, { id: '1', reason: 'spam' })).code).toBe(404);
    expect(state.social.reports).toHaveLength(2);
  });

  it('a comment shows in the feed detail and moves its comment count; a reply names a comment of the same post', () => {
    const state = buildShopState('shopper');
    const first = succeeded(commentFeed(state, { feed_id: '30002', content: 'Which toner?', lang: 'en_US' }));
    const reply = succeeded(commentFeed(state, { feed_id: '30002', content: 'Lotus Dew!', reply_to: first.id, lang: 'en_US' }));
    expect([first.id, reply.id]).toEqual(['70001', '70002']);
    const detail = feedDetail(state, '30002', 'en_US');
    expect(detail).toMatchObject({ id: '30002', comment_count: 6 });
    expect(detail?.comments.map((comment) => [comment.id, comment.reply_to])).toEqual([
      ['70002', '70001'],
      ['70001', null],
    ]);
    expect(failed(commentFeed(state, { feed_id: '30003', content: 'x', reply_to: first.id, lang: 'en_US' })).code).toBe(1);
    expect(failed(commentFeed(state, { feed_id: '30002', content: ' ', lang: 'en_US' })).code).toBe(1);
    expect(failed(commentFeed(state, { feed_id: '1', content: 'x', lang: 'en_US' })).code).toBe(404);
    expect(failed(commentFeed(buildShopState('guest'), { feed_id: '30002', content: 'x', lang: 'en_US' })).code).toBe(401);
  });

  it('the commentFeed endpoint answers the comment and the new count', () => {
    const state = buildShopState('shopper');
    expect(communityMocks.commentFeed.ok(testRequest(state, { feed_id: '30001', content: 'สวยมาก' }))).toMatchObject({
      comment: { id: '70001', feed_id: '30001', content: 'สวยมาก', author: { uid: 900_101 } },
      comment_count: 1,
    });
  });

  it('feed detail of an unknown post is 404; the first reads are the fixtures', () => {
    const state = buildShopState('guest');
    expect(failed(communityMocks.getFeedDetail.ok(testRequest(state, { id: '9' }))).code).toBe(404);
    expect(feedDetail(state, '30001', 'zh_CN')).toEqual({ ...buildPost(0, 'zh_CN'), comments: [] });
    expect(tagDetail(state, { id: '1', page: 1 }, 'en_US')).toEqual(buildTagDetail('en_US'));
    expect(postPage(state, { page: 1 }, 'en_US').list).toEqual(buildPosts(4, 'en_US'));
  });

  it('experiences for a product list the posts naming it', () => {
    const state = buildShopState('guest');
    expect(postPage(state, { page: 1, team_id: '50006' }, 'th_TH').list.map((item) => item.id)).toEqual(['30002']);
  });
});

describe('comment translation', () => {
  it('the first sample review keeps its stored translation; other samples come in the asked language', () => {
    const state = buildShopState('guest');
    expect(translateComment(state, { id: '80001', lang: 'th_TH' })).toEqual({ id: '80001', lang: 'th_TH', trans_res: 'ใช้มาสองอาทิตย์ ผิวกระจ่างใสขึ้นจริง ส่งไวมาก' });
    expect(translateComment(state, { id: '80003' })).toMatchObject({ lang: 'en_US', trans_res: 'Gorgeous colour that lasts all day, even through lunch.' });
  });

  it('text written in the shop is there in its own language only (4151); unknown ids 404; unknown languages errcode 1', () => {
    const state = buildShopState('shopper');
    const comment = succeeded(commentFeed(state, { feed_id: '30001', content: 'Love it', lang: 'en_US' }));
    expect(translateComment(state, { id: comment.id, lang: 'en_US' })).toMatchObject({ trans_res: 'Love it' });
    expect(failed(translateComment(state, { id: comment.id, lang: 'zh_CN' })).code).toBe(4_151);
    expect(failed(translateComment(state, { id: '123', lang: 'en_US' })).code).toBe(404);
    expect(failed(translateComment(state, { id: '80001', lang: 'fr_FR' })).code).toBe(1);
  });
});

describe('login', () => {
  it('every community write needs login; the reads do not', () => {
    const needs = Object.entries(communityMocks).filter(([, mock]) => mock.needsLogin).map(([name]) => name);
    expect(needs.sort()).toEqual(['applyBlogger', 'commentFeed', 'createPost', 'followTag', 'getBloggerCashback', 'getBloggerMessages', 'hideFeed', 'joinCommunityGroup', 'likeFeed', 'reportFeed']);
  });
});
