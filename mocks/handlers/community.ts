import { communityEndpoints } from '../../src/api/endpoints/community';
import { requestedPage } from '../fixtures/paging';
import { isFailure } from '../shop/failure';
import type { MockShop } from '../shop/sessions';
import { viewerId } from '../shop/social/account';
import { applyBlogger, myBloggerProgress } from '../shop/social/blogger';
import { commentFeed } from '../shop/social/comments';
import { intParam, listParam } from '../shop/social/params';
import { createPost, likeFeed, reportFeed } from '../shop/social/postOps';
import { commentCountOf, feedDetail, postById, postPage, renderComment, renderPost, tagDetail } from '../shop/social/postViews';
import { unknown } from '../shop/social/socialFailures';
import { translateComment } from '../shop/social/translation';
import { buildAreaHandlers, type AreaMocks, type AreaScenario, type MockRequest } from './core';

const allPosts = ({ params, locale, shop }: MockRequest) => postPage(shop, { page: requestedPage(params.page) }, locale);

export const communityMocks: AreaMocks<'community'> = {
  getCommunityHome: { ok: allPosts },
  getCommunityExperiences: {
    ok: ({ params, locale, shop }) => postPage(shop, { page: requestedPage(params.page), team_id: params.team_id }, locale),
  },
  getFeeds: { ok: ({ params, locale, shop }) => postPage(shop, { page: requestedPage(params.page), tag_id: params.tag_id }, locale) },
  getFeedDetail: { ok: ({ params, locale, shop }) => feedDetail(shop, params.id, locale) ?? unknown('post') },
  likeFeed: { needsLogin: true, ok: ({ params, shop }) => likeFeed(shop, { id: params.id }) },
  reportFeed: { needsLogin: true, ok: ({ params, shop }) => reportFeed(shop, { id: params.id, reason: params.reason }) },
  createPost: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const post = createPost(shop, { title: params.title, content: params.content, images: listParam(params, 'images'), tags: listParam(params, 'tags'), lang: locale });
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
  applyBlogger: {
    needsLogin: true,
    ok: ({ params, locale, shop }) => {
      const applied = applyBlogger(shop, { platform: params.platform, profile_url: params.profile_url, followers: intParam(params.followers) });
      return isFailure(applied) ? applied : myBloggerProgress(shop, locale);
    },
  },
};

/** Community: home, experiences, feeds, posts and comments, tags, likes, reports, comment translation and blogger applications. */
export function communityHandlers(choice?: AreaScenario<'community'>, shop?: MockShop) {
  return buildAreaHandlers(communityEndpoints, communityMocks, choice, shop);
}
