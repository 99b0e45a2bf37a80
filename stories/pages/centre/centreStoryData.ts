/** Story-only data of the centre and account list pages' View stories. */
import type { MockLocale } from '../../../mocks/fixtures/locale';
import { buildTeams } from '../../../mocks/fixtures/products';
import { teamSchema } from '../../../src/api';
import type { CentreAccount } from '../../../src/pages/centre/Centre/centreLoader';
import { toShopProduct, type ShopProduct } from '../../../src/pages/shared/product/shopProduct';

/** `count` catalogue products from `offset`, as product cards in a language. */
export const storyProducts = (locale: MockLocale, count = 4, offset = 0): ShopProduct[] =>
  buildTeams(count, locale, offset).map((team) => toShopProduct(teamSchema.parse(team)));

export const LONG_THAI_NAME = 'เซรั่มขมิ้นชันเข้มข้นสูตรผิวกระจ่างใสพิเศษสำหรับผิวแพ้ง่าย ผสานวิตามินซีและไนอาซินาไมด์ ขนาดใหญ่คุ้มค่า 50 มล.';

/** A gold member with orders in every tab. */
export const STORY_ACCOUNT: CentreAccount = {
  nickname: 'Ploy',
  avatar: null,
  level: 3,
  levelName: 'Gold',
  points: 2350,
  coupons: 3,
  credit: 150,
  orderCounts: { unpaid: 1, unshipped: 2, shipped: 1, review: 3, refund: 0 },
};
