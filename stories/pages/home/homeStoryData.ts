import { buildBanner } from '../../../mocks/fixtures/layout';
import { image, type MockLocale } from '../../../mocks/fixtures/locale';
import { buildTeams } from '../../../mocks/fixtures/products';
import { bannerSchema, isSafeRedirect, teamSchema } from '../../../src/api';
import { toHomeModule, type HomeModule } from '../../../src/pages/home/Home/homeModule';
import type { HomeNotices } from '../../../src/pages/home/Home/homeNotices';
import { toShopProduct, type ShopProduct } from '../../../src/pages/shared/product/shopProduct';

/** The stories' links rule: the banners' addresses are paths of the stories' shop. */
const storyLinks = (target: string) => isSafeRedirect(target, { origin: 'https://m.beauty.example' });

/** Story-only: the home page's content as the loader makes it from the mock backend's fixtures. */
export function homeContent(locale: MockLocale = 'th_TH') {
  const home = [0, 1, 2].map((i) => toHomeModule(bannerSchema.parse(buildBanner(i, locale)), 'home', storyLinks)).filter((m): m is HomeModule => m !== null);
  // A second carousel banner, so the carousel has slides to move between.
  const second = toHomeModule(bannerSchema.parse({ ...buildBanner(2, locale), module_id: 610, type: 'banner', url: '/m/promo?id=610' }), 'home', storyLinks);
  const promotions = [0, 1].map((i) =>
    toHomeModule(bannerSchema.parse({ ...buildBanner(i, locale), module_id: 700 + i, image: image(`promotion-${i}`) }), 'promotion', storyLinks),
  );
  return {
    banners: [...home.filter((m) => m.kind === 'banner'), ...(second ? [second] : [])],
    modules: home.filter((m) => m.kind === 'module'),
    promotions: promotions.filter((m): m is HomeModule => m !== null),
    products: buildTeams(6, locale).map((team) => toShopProduct(teamSchema.parse(team))),
  };
}

export function homeNoticesFor(locale: MockLocale, loggedIn: boolean): HomeNotices {
  const text = { th_TH: 'คุณมีคูปองใหม่ 2 ใบ', en_US: 'You have 2 new coupons', zh_CN: '您有2张新优惠券' }[locale];
  return {
    freeGift: { imageUrl: image('new-user-gift'), href: '/m/gift' },
    coupon: { text, href: '/m/mycoupon.php' },
    ...(loggedIn ? { levelUp: { levelName: 'Gold' } } : {}),
  };
}

const LONG_THAI_TITLE = 'มหกรรมลดราคาสงกรานต์ครั้งยิ่งใหญ่ที่สุดแห่งปี ผลิตภัณฑ์ดูแลผิวหน้าและเครื่องสำอางแบรนด์ดังลดสูงสุดเจ็ดสิบเปอร์เซ็นต์';
const LONG_THAI_NAME = 'เซรั่มขมิ้นชันเข้มข้นสูตรผิวกระจ่างใสพิเศษสำหรับผิวแพ้ง่าย ผสานวิตามินซีและไนอาซินาไมด์ ขนาดใหญ่คุ้มค่า 50 มล.';

/** Long Thai titles and names everywhere they can wrap. */
export function longThaiContent() {
  const content = homeContent('th_TH');
  const longer = (modules: readonly HomeModule[]) => modules.map((m) => ({ ...m, title: LONG_THAI_TITLE }));
  return {
    banners: longer(content.banners),
    modules: longer(content.modules),
    promotions: longer(content.promotions),
    products: content.products.map((p): ShopProduct => ({ ...p, name: LONG_THAI_NAME, brandName: 'สยาม เฮิร์บ แล็บ ออร์แกนิก สกินแคร์' })),
  };
}

export const LONG_THAI_COUPON = 'คุณมีคูปองส่วนลดใหม่ 2 ใบ ใช้ได้กับสินค้าดูแลผิวทุกชิ้นในร้าน ลดเพิ่มสูงสุด 500 บาท หมดเขตสิ้นเดือนนี้เท่านั้น รีบใช้ก่อนหมดอายุ';
