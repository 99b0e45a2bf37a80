import { http, HttpResponse } from 'msw';
import { buildTeams } from '../../../mocks/fixtures/products';
import { catalogMocks } from '../../../mocks/handlers/catalog';
import { mockRequestOf } from '../../../mocks/handlers/core';
import { buildShopState } from '../../../mocks/shop/buildShopState';
import { categoryListSchema, teamSchema } from '../../../src/api';
import { toShopProduct, type ShopProduct } from '../../../src/pages/shared/product/shopProduct';

export type StoryLocale = 'th_TH' | 'en_US' | 'zh_CN';

/** Products as the loaders turn the mock backend's teams into cards. */
export function listProducts(count: number, locale: StoryLocale = 'th_TH', offset = 0): ShopProduct[] {
  return buildTeams(count, locale, offset).map((team) => toShopProduct(teamSchema.parse(team)));
}

/**
 * The mock shop's skincare category (/m/list/skincare) and its sunscreen sub-category, named as the
 * shop names them in `locale` (its classify answer).
 */
export function skincareNames(locale: StoryLocale): { readonly skincare: string; readonly sunscreen: string } {
  const { list } = categoryListSchema.parse(catalogMocks.getClassify.ok(mockRequestOf(buildShopState(), {}, locale)));
  const skincare = list.find((category) => String(category.id) === '1');
  const sunscreen = skincare?.children.find((child) => child.url === '/m/list/skincare/sun');
  if (!skincare || !sunscreen) throw new Error('The mock shop has no skincare category with sunscreen');
  return { skincare: skincare.name, sunscreen: sunscreen.name };
}

const LONG_THAI = 'เซรั่มบำรุงผิวหน้าสูตรเข้มข้นพิเศษจากขมิ้นชันและใบบัวบกออร์แกนิก ช่วยให้ผิวกระจ่างใส ชุ่มชื้นยาวนานตลอดวันแม้อยู่ในอากาศร้อนชื้น';

/** The same products with very long Thai names and brands. */
export function longThaiProducts(count: number): ShopProduct[] {
  return listProducts(count).map((product, index) => ({
    ...product,
    name: `${LONG_THAI} ขนาด ${index + 1}0 มล.`,
    brandName: 'สยาม เฮิร์บ แล็บ บิวตี้ แอนด์ เวลเนส คอลเลกชัน',
  }));
}

/**
 * Story-only: list.php answering in pages of four, `pages` pages in all; page `failPage` (once)
 * answers with a server error.
 */
export function pagedListHandler(pages: number, failPage?: number) {
  let failed = false;
  return http.get(/\/m_api\/list\.php$/, ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const lang = (url.searchParams.get('lang') ?? 'th_TH') as StoryLocale;
    if (page === failPage && !failed) {
      failed = true;
      return new HttpResponse('<html>500</html>', { status: 500, headers: { 'content-type': 'text/html' } });
    }
    return HttpResponse.json({
      errcode: 0,
      msg: '',
      data: { list: buildTeams(4, lang, (page - 1) * 4), paging: { page, page_size: 4, total: pages * 4, has_more: page < pages ? 1 : 0 } },
    });
  });
}
