/** Story-only data of the community pages' View stories: posts, comments, tags, teams from the mock fixtures. */
import { buildPost } from '../../../mocks/fixtures/community';
import type { MockLocale } from '../../../mocks/fixtures/locale';
import { buildTeams } from '../../../mocks/fixtures/products';
import { postSchema, teamSchema } from '../../../src/api';
import { toPostItem, type CommentItem, type PostItem } from '../../../src/pages/community/shared/postItems';
import { toShopProduct, type ShopProduct } from '../../../src/pages/shared/product/shopProduct';

/** The sample posts 30001…, as the community pages show them. */
export function storyPosts(count = 4, locale: MockLocale = 'th_TH'): PostItem[] {
  return Array.from({ length: count }, (_, i) => toPostItem(postSchema.parse({ ...buildPost(i, locale), id: String(30_001 + i) })));
}

export const storyPost = (locale: MockLocale = 'th_TH') => storyPosts(1, locale)[0] as PostItem;

export function storyProducts(count = 2, locale: MockLocale = 'th_TH'): ShopProduct[] {
  return buildTeams(count, locale).map((team) => toShopProduct(teamSchema.parse(team)));
}

const LONG_THAI_TITLE = 'รีวิวครีมกันแดดเนื้อบางเบาสำหรับผิวแพ้ง่ายที่ใช้ได้ทุกวันในอากาศร้อนชื้นของกรุงเทพมหานคร';
const LONG_THAI_TEXT =
  'ลองใช้มาครบหนึ่งเดือนเต็มทั้งวันทำงานและวันหยุดที่ต้องออกแดดจัด เนื้อครีมซึมไวไม่เหนียวเหนอะหนะ ไม่ทิ้งคราบขาว ผิวไม่แห้งตึงแม้อยู่ในห้องแอร์ทั้งวัน ที่สำคัญคือไม่มีน้ำหอมจึงเหมาะกับผิวแพ้ง่ายอย่างเรามาก ๆ ใครกำลังหากันแดดสำหรับใช้ทุกวันแนะนำให้ลองเลย';

/** A post with a long Thai title, text and author name. */
export function longThaiPost(): PostItem {
  return { ...storyPost(), title: LONG_THAI_TITLE, content: LONG_THAI_TEXT, authorName: 'คุณสมศรีผู้หลงใหลในสกินแคร์ธรรมชาติ' };
}

/** Comments: one with a reply, one alone. */
export const storyComments = (locale: MockLocale = 'th_TH'): CommentItem[] => {
  const texts = {
    th_TH: ['ใช้ตัวไหนคะ ผิวมันใช้ได้ไหม', 'ใช้ได้ค่ะ ไม่เหนียวเลย', 'สวยมากค่ะ'],
    en_US: ['Which one? Is it fine for oily skin?', 'Yes, not sticky at all.', 'Lovely!'],
    zh_CN: ['用的是哪款？油皮可以用吗？', '可以，一点都不黏。', '好漂亮！'],
  }[locale];
  return [
    {
      id: '70002',
      authorName: 'Mint K.',
      content: texts[0] ?? '',
      createdAt: '2025-03-13 20:15:00',
      replies: [{ id: '70003', authorName: 'Ploy S.', content: texts[1] ?? '', createdAt: '2025-03-13 21:00:00', replies: [] }],
    },
    { id: '70001', authorName: '小林同学', content: texts[2] ?? '', createdAt: '2025-03-12 09:30:00', replies: [] },
  ];
};

export const storyTags = (locale: MockLocale = 'th_TH') =>
  ({
    th_TH: [
      { id: '1', name: 'กันแดด' },
      { id: '2', name: 'สกินแคร์รูทีน' },
      { id: '3', name: 'แต่งหน้า' },
    ],
    en_US: [
      { id: '1', name: 'Sun care' },
      { id: '2', name: 'Skincare routine' },
      { id: '3', name: 'Makeup looks' },
    ],
    zh_CN: [
      { id: '1', name: '防晒' },
      { id: '2', name: '护肤流程' },
      { id: '3', name: '妆容分享' },
    ],
  })[locale];
