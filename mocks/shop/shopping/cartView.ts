import type { z } from 'zod';
import type { cartDetailSchema, cartResponseDataSchema } from '../../../src/api/schemas/cart';
import type { teamSchema } from '../../../src/api/schemas/product';
import { buildAddbuyOffer, buildCartEntry, type AddbuyOfferInput, type CartEntryInput } from '../../fixtures/cart';
import { pickText, type MockLocale } from '../../fixtures/locale';
import { buildSpecs, buildTeam, productSeed } from '../../fixtures/products';
import type { ShopState } from '../state';
import { catalogueTeam, type CatalogueTeam } from './catalogue';
import { cartCount, cartOf, lineIsValid } from './cartLines';
import type { OwnerKey } from './owners';
import { promotionOff, roundMoney } from './pricing';
import type { CartLineRecord } from './shoppingSlice';

type TeamInput = z.input<typeof teamSchema>;

/** The cart answer (cart_detail.php), with its groups and deals typed as this mock builds them. */
export type CartDetailAnswer = Omit<z.input<typeof cartDetailSchema>, 'groups' | 'addbuy'> & {
  groups: { type: string; title: string; list: CartEntryInput[] }[];
  addbuy: AddbuyOfferInput[];
};

/** The sun-care brand's products (brand seed 2): a cart without one gets the bundle tip. */
const SUN_CARE_BRAND = 2;
const BUNDLE_TIP = { th: 'ซื้อคู่กับกันแดดลดเพิ่ม ฿50', en: 'Add a sunscreen and save ฿50 more', zh: '搭配防晒再减50泰铢' } as const;

/** What one piece of a line costs: its add-on deal price, else its team's price. */
export function lineUnitPrice(line: CartLineRecord): number {
  return line.addbuy?.price ?? catalogueTeam(line.team_id)?.unitPrice ?? 0;
}

/** A team as a line shows it: the product's own team, or a specification / deal with its own id and price. */
export function renderTeam(team: CatalogueTeam, locale: MockLocale, price?: number): TeamInput {
  const base = buildTeam(team.index, locale);
  if (team.variant === 'regular' && price === undefined) return base;
  const unit = price ?? team.unitPrice;
  return {
    ...base,
    id: team.teamId,
    team_price: unit.toFixed(2),
    ui_team_price_info: { ...base.ui_team_price_info, team_price: unit, special_price: null, special_price_style: null },
    user_level_price: null,
    status: team.status,
    buy_btn_status: team.status === 'normal' ? 1 : 0,
  };
}

/** One cart line in the request's language, as the fixtures build it (buildCartEntry). */
export function renderCartEntry(line: CartLineRecord, locale: MockLocale): CartEntryInput {
  const team = catalogueTeam(line.team_id);
  if (!team) throw new Error(`cart line ${line.cart_id} holds an unknown team ${line.team_id}`);
  const entry = buildCartEntry(team.index, locale);
  const own = team.variant === 'regular' && line.addbuy === null;
  const specName = own
    ? (entry.spec_name ?? null)
    : line.addbuy
      ? null
      : ([...entry.specs, ...buildSpecs(team.baseId, locale)].find((spec) => String(spec.team_id) === line.team_id)?.name ?? null);
  return {
    ...entry,
    cart_id: line.cart_id,
    team: own ? entry.team : renderTeam(team, locale, line.addbuy?.price),
    quantity: String(line.quantity),
    selected: line.selected,
    special_remark: line.special_remark,
    spec_name: specName,
    specs: line.addbuy ? [] : entry.specs,
  };
}

/** The goods of the selected lines that can be bought. */
export function selectedGoods(state: ShopState, owner: OwnerKey): number {
  return roundMoney(
    cartOf(state, owner)
      .filter((line) => line.selected === 1 && lineIsValid(state, line))
      .reduce((sum, line) => sum + lineUnitPrice(line) * line.quantity, 0),
  );
}

/** The whole cart (cart_detail.php): the valid lines, the unavailable ones, totals and the add-on deals. */
export function renderCartDetail(state: ShopState, owner: OwnerKey, locale: MockLocale): CartDetailAnswer {
  const lines = cartOf(state, owner);
  const valid = lines.filter((line) => lineIsValid(state, line));
  const invalid = lines.filter((line) => !lineIsValid(state, line));
  const goods = selectedGoods(state, owner);
  const hasLines = lines.length > 0;
  return {
    groups: [
      { type: 'valid_product', title: pickText({ th: 'สินค้าในตะกร้า', en: 'In your cart', zh: '购物车商品' }, locale), list: valid.map((line) => renderCartEntry(line, locale)) },
      ...(hasLines
        ? [{ type: 'invalid_product', title: pickText({ th: 'สินค้าหมด', en: 'Unavailable', zh: '失效商品' }, locale), list: invalid.map((line) => renderCartEntry(line, locale)) }]
        : []),
    ],
    total_price: goods.toFixed(2),
    discount_price: promotionOff(goods),
    selected_count: valid.filter((line) => line.selected === 1).length,
    shopcartnum: cartCount(state, owner),
    bundle_tips: null,
    event_params: null,
    del_team: null,
    addbuy: hasLines ? [buildAddbuyOffer(locale)] : [],
  };
}

/** The answer of an add (buy, replace_and_buy, addbuy, add_cart_list): the count (the pieces in the cart), the bundle tip, the added product. */
export function renderCartResponse(
  state: ShopState,
  owner: OwnerKey,
  teamId: string,
  locale: MockLocale,
  options: { bundleTip?: boolean } = {},
): z.input<typeof cartResponseDataSchema> {
  const team = catalogueTeam(teamId);
  const hasSunCare = cartOf(state, owner).some((line) => {
    const lineTeam = catalogueTeam(line.team_id);
    return lineTeam !== undefined && productSeed(lineTeam.index).brand === SUN_CARE_BRAND;
  });
  return {
    shopcartnum: cartCount(state, owner),
    bundle_tips: options.bundleTip === false || hasSunCare ? null : pickText(BUNDLE_TIP, locale),
    event_params: { content_type: 'product', currency: 'THB', value: team?.unitPrice ?? 0 },
    del_team: team ? { image1: buildTeam(team.index, locale).image1 } : null,
  };
}
