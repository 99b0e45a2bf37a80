import { requireAccount } from '../account/accountOps';
import type { AccountRecord, AddressRecord } from '../account/accountSlice';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { buyableTeam, cartOf, checkQuantity, checkWithinLimits, findLine, lineIsValid, stockOf } from './cartLines';
import { lineUnitPrice } from './cartView';
import type { CatalogueCoupon } from './couponCatalogue';
import { couponForOrder, couponsForGoods } from './couponOps';
import { ownerKeyOf, type OwnerKey } from './owners';
import { pointsBalance } from './pointsOps';
import { couponOff, POINTS_RULES, promotionOff, roundMoney, shippingFee, usablePoints } from './pricing';
import type { CartLineRecord } from './shoppingSlice';
import { refuse, SHOPPING_MESSAGES } from './shoppingRules';

/** What orderconfirm prices: cart lines (named, else the selected ones) or one product bought now. */
export interface QuoteInput {
  readonly cartIds?: readonly string[] | undefined;
  readonly teamId?: string | undefined;
  readonly quantity?: number | undefined;
  readonly couponId?: string | undefined;
  readonly addressId?: string | undefined;
  readonly usePoints?: boolean | undefined;
}

/** A line of the quote: the team, how many, the unit price, and the cart line it comes from (none: buy now). */
export interface QuoteLine {
  readonly team_id: string;
  readonly quantity: number;
  readonly price: number;
  readonly cart_id: string | null;
}

/** The priced order: lines, money step by step, points, the address and the coupons it could take. */
export interface Quote {
  readonly account: AccountRecord;
  readonly owner: OwnerKey;
  readonly lines: readonly QuoteLine[];
  readonly goods: number;
  readonly promotionOff: number;
  readonly coupon: CatalogueCoupon | null;
  readonly couponOff: number;
  readonly shipping: number;
  readonly points: { readonly balance: number; readonly usable: number; readonly deduction: number; readonly used: boolean };
  readonly payTotal: number;
  readonly address: AddressRecord | null;
  /** The shopper's usable coupons whose minimum spend the goods reach. */
  readonly coupons: readonly CatalogueCoupon[];
}

function buyNowLine(state: ShopState, teamId: string, quantity: number | undefined): ShopOutcome<QuoteLine[]> {
  const team = buyableTeam(state, teamId);
  if (isFailure(team)) return team;
  const pieces = checkQuantity(quantity ?? 1);
  if (isFailure(pieces)) return pieces;
  const refused = checkWithinLimits(state, team, pieces);
  if (refused) return refused;
  return [{ team_id: team.teamId, quantity: pieces, price: team.unitPrice, cart_id: null }];
}

function cartQuoteLines(state: ShopState, owner: OwnerKey, cartIds: readonly string[]): ShopOutcome<QuoteLine[]> {
  const named = [...new Set(cartIds)].map((cartId) => findLine(state, owner, cartId));
  const refused = named.find(isFailure);
  if (refused) return refused;
  const lines = cartIds.length > 0 ? named.filter((line): line is CartLineRecord => !isFailure(line)) : cartOf(state, owner).filter((line) => line.selected === 1 && lineIsValid(state, line));
  if (lines.length === 0) return refuse('nothingToOrder', SHOPPING_MESSAGES.nothingToOrder);
  const quoted: QuoteLine[] = [];
  for (const line of lines) {
    if (!lineIsValid(state, line)) return refuse('unavailable', SHOPPING_MESSAGES.unavailable);
    if (line.quantity > stockOf(state, line.team_id)) return refuse('outOfStock', SHOPPING_MESSAGES.outOfStock);
    quoted.push({ team_id: line.team_id, quantity: line.quantity, price: lineUnitPrice(line), cart_id: line.cart_id });
  }
  return quoted;
}

function addressFor(account: AccountRecord, addressId: string | undefined): ShopOutcome<AddressRecord | null> {
  if (addressId === undefined) return account.addresses[0] ?? null;
  return account.addresses.find((address) => String(address.id) === addressId) ?? refuse('address', SHOPPING_MESSAGES.address);
}

/**
 * orderconfirm (signed in): the lines, the ฿100 promotion from ฿500, a coupon the shopper holds
 * unused (in date, minimum spend reached), free delivery from ฿299 (or with a shipping coupon), and
 * points on request (100 a baht, at most 1,200, never more than the balance; refused below 100).
 */
export function quoteOrder(state: ShopState, input: QuoteInput): ShopOutcome<Quote> {
  const account = requireAccount(state);
  if (isFailure(account)) return account;
  const owner = ownerKeyOf(account.user.id);
  const lines = input.teamId !== undefined ? buyNowLine(state, input.teamId, input.quantity) : cartQuoteLines(state, owner, input.cartIds ?? []);
  if (isFailure(lines)) return lines;
  const address = addressFor(account, input.addressId);
  if (isFailure(address)) return address;
  const goods = roundMoney(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const promotion = promotionOff(goods);
  const coupon = input.couponId !== undefined ? couponForOrder(state, owner, input.couponId, goods) : null;
  if (isFailure(coupon)) return coupon;
  const fromCoupon = coupon ? couponOff(coupon, goods, promotion) : 0;
  const shipping = shippingFee(goods, coupon?.type === 2);
  const payable = roundMoney(goods - promotion - fromCoupon + shipping);
  const balance = pointsBalance(state, owner);
  const usable = usablePoints(balance, payable);
  if (input.usePoints && usable < POINTS_RULES.perBaht) return refuse('pointsBalance', SHOPPING_MESSAGES.pointsBalance);
  const deduction = usable / POINTS_RULES.perBaht;
  const used = input.usePoints === true;
  return {
    account,
    owner,
    lines,
    goods,
    promotionOff: promotion,
    coupon,
    couponOff: fromCoupon,
    shipping,
    points: { balance, usable, deduction, used },
    payTotal: roundMoney(payable - (used ? deduction : 0)),
    address,
    coupons: couponsForGoods(state, owner, goods),
  };
}
