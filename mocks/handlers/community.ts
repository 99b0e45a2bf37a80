import { communityEndpoints } from '../../src/api/endpoints/community';
import { pickText } from '../fixtures/locale';
import { requestedPage } from '../fixtures/paging';
import { isFailure } from '../shop/failure';
import type { MockShop } from '../shop/sessions';
import { viewerId } from '../shop/social/account';
import { applyBlogger, bloggerExtras, myBloggerProgress } from '../shop/social/blogger';
import { bloggerCashback } from '../shop/social/bloggerCashback';
import { bloggerMessages, bloggerProgramme } from '../shop/social/bloggerMessages';
import { commentFeed } from '../shop/social/comments';
import { intParam, listParam } from '../shop/requestParams';
import { createPost, likeFeed, reportFeed } from '../shop/social/postOps';
import { TAGS } from '../shop/social/postRecords';
import { communityGroup, followTag, hideFeed, joinCommunityGroup } from '../shop/social/communityGroups';
import { commentCountOf, feedDetail, postById, postPage, renderComment, renderPost, tagDetail, topicPage } from '../shop/social/postViews';
import { unknown } from '../shop/social/socialFailures';
import { translateComment } from '../shop/social/translation';
import { buildAreaHandlers, type AreaMocks, type AreaScenario, type MockRequest } from './core';

const allPosts = ({ params, locale, shop }: MockRequest) => postPage(shop, { page: requestedPage(params.page) }, locale);

export const communityMocks: AreaMocks<'community'> = {
  getCommunityHome: { ok: allPosts },
  getCommunityExperiences: {
    ok: ({ params, locale, shop }) => postPage(shop, { page: requestedPage(params.page), team_id: params.team_id }, locale),
  },
  getFeeds: {
    ok: ({ params, locale, shop }) => {
      const page = requestedPage(params.page);
      if (params.sign) return topicPage(shop, { sign: params.sign, page }, locale) ?? unknown('tag');
      return postPage(shop, { page, tag_id: params.tag_id, following: params.following === '1', mine: params.mine === '1' }, locale);
    },
  },
  getFeedDetail: { ok: ({ params, locale, shop }) => feedDetail(shop, params.id, locale) ?? unknown('post') },
  likeFeed: { needsLogin: true, ok: ({ params, shop }) => likeFeed(shop, { id: params.id }) },
  reportFeed: { needsLogin: true, ok: ({ params, shop }) => reportFeed(shop, { id: params.id, reason: params.reason }) },
  createPost: {
    needsLogin: true,
    ok: ({ params, lists, locale, shop }) => {
      const post = createPost(shop, {
        title: params.title,
        content: params.content,
        images: listParam(lists, 'images'),
        tags: listParam(lists, 'tags'),
        teams: listParam(lists, 'teams'),
        lang: locale,
      });
      return isFailure(post) ? post : renderPost(shop, post, locale, viewerId(shop));
    },
  },
  commentFeed: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const comment = commentFeed(shop, { feed_id: params.feed_id, content: params.content, reply_to: params.reply_to, lang: locale });
      if (isFailure(comment)) return comment;
      const post = postById(shop, comment.post_id);
      return { comment: renderComment(shop, comment), comment_count: post ? commentCountOf(shop, post) : 0 };
    },
  },
  getTagDetail: { ok: ({ params, locale, shop }) => tagDetail(shop, { id: params.id, page: requestedPage(params.page) }, locale) ?? unknown('tag') },
  translateComment: { ok: ({ params, shop }) => translateComment(shop, { id: params.id, lang: params.lang }) },
  followTag: { needsLogin: true, ok: ({ params, shop }) => followTag(shop, { id: params.id, action: params.action }) },
  getCommunityGroup: { ok: ({ params, locale, shop }) => communityGroup(shop, { id: params.id, page: requestedPage(params.page) }, locale) ?? unknown('team') },
  joinCommunityGroup: { needsLogin: true, ok: ({ params, shop }) => joinCommunityGroup(shop, { id: params.id, action: params.action }) },
  hideFeed: { needsLogin: true, ok: ({ params, shop }) => hideFeed(shop, { id: params.id }) },
  getCommunityTags: { ok: ({ locale }) => ({ list: TAGS.map((tag) => ({ id: tag.id, name: pickText(tag.name, locale), sign: tag.sign })) }) },
  applyBlogger: {
    needsLogin: true,
    ok: ({ params, lists, locale, shop }) => {
      const applied = applyBlogger(shop, { platform: params.main_platform, profile_url: params.profile_url, followers: intParam(params, 'followers'), ...bloggerExtras(lists) });
      return isFailure(applied) ? applied : myBloggerProgress(shop, locale);
    },
  },
  getBloggerProgramme: { ok: ({ locale }) => bloggerProgramme(locale) },
  getBloggerMessages: { needsLogin: true, ok: ({ locale, shop }) => bloggerMessages(shop, locale) },
  getBloggerCashback: { needsLogin: true, ok: ({ locale, shop }) => bloggerCashback(shop, locale) },
};

/** Community: home, experiences, feeds, topics, posts and comments, tags and their followers, teams, likes, reports, not interested, translation and blogger applications. */
export function communityHandlers(choice?: AreaScenario<'community'>, shop?: MockShop) {
  return buildAreaHandlers(communityEndpoints, communityMocks, choice, shop);
}
