import { communityEndpoints } from '../../src/api/endpoints/community';
import { buildPost, buildPosts, buildTagDetail } from '../fixtures/community';
import { buildAreaHandlers, type AreaMocks, type AreaScenario, type MockRequest } from './core';

const posts = ({ locale }: MockRequest) => ({ list: buildPosts(4, locale), paging: { page: 1, page_size: 10, total: 4, has_more: 0 } });
const TRANSLATIONS: Readonly<Record<string, string>> = {
  en_US: 'Two weeks in and my skin really is brighter. Fast delivery!',
  th_TH: 'ใช้มาสองอาทิตย์ ผิวกระจ่างใสขึ้นจริง ส่งไวมาก',
  zh_CN: '用了两周，皮肤真的变亮了。发货很快！',
};

export const communityMocks: AreaMocks<'community'> = {
  getCommunityHome: { ok: posts },
  getCommunityExperiences: { ok: posts },
  getFeeds: { ok: posts },
  getFeedDetail: { ok: ({ locale }) => buildPost(0, locale) },
  likeFeed: { ok: () => ({ is_liked: 1, like_count: 12_346 }) },
  reportFeed: { ok: () => null },
  getTagDetail: { ok: ({ locale }) => buildTagDetail(locale) },
  translateComment: {
    ok: ({ params }) => ({ id: params.id ?? '80001', lang: params.lang ?? 'en_US', trans_res: TRANSLATIONS[params.lang ?? 'en_US'] ?? TRANSLATIONS.en_US }),
  },
};

/** Community: home, experiences, feeds, tags, likes, reports and comment translation. */
export function communityHandlers(choice?: AreaScenario<'community'>) {
  return buildAreaHandlers(communityEndpoints, communityMocks, choice);
}
