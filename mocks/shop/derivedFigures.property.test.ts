import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartMocks } from '../handlers/cart';
import { mockRequestOf, type EndpointMock } from '../handlers/core';
import { layoutMocks } from '../handlers/layout';
import { orderMocks } from '../handlers/orders';
import { productMocks } from '../handlers/product';
import { refundMocks } from '../handlers/refunds';
import { userCenterMocks } from '../handlers/userCenter';
import { parseClock } from './booking/bookingTime';
import { depositResult, payDeposit, submitDeposit } from './booking/depositOps';
import { bookReservation, cancelReservation } from './booking/reservationOps';
import { slotsFor } from './booking/slotOps';
import { buildShopState } from './buildShopState';
import { enterLuckyDraw, luckyDrawDetail } from './campaigns/luckyDrawOps';
import { isFailure } from './failure';
import { ACCOUNT_IDS } from './seedNames';
import { LOTTERIES, LUCKY_DRAWS } from './social/campaignCatalogue';
import { drawLuckyDraw, luckyDrawById, chancesLeft } from './social/luckyDraws';
import { joinLottery, lotteryById, renderLottery } from './social/lotteries';
import { PRODUCT_LOTTERIES } from './campaigns/lotteryDeals';
import type { ShopState } from './state';
import { earnedPoints } from './shopping/pricing';

/**
 * Property (issue 42 §2): after any sequence of the shop's operations, by any of the demo
 * accounts, every figure the shop derives equals the figure recomputed here from the records it
 * comes from: what may be reviewed (and the To review list, and what writing a review accepts),
 * the account centre's counts (the lists they open), the cart badge (the cart's lines), the points
 * after payment (the ledger), a draw's entrants (its entries) and a slot's places left (its
 * bookings).
 */
const ACCOUNTS = ['shopper', 'newShopper', 'tourist'] as const;
const TEAMS = ['50001', '50003', '50005', '50010', '51005', '50004'] as const;
const DAYS = ['2025-03-17', '2025-03-18'] as const;
const SERVICES = ['11001', '11002', '11003'] as const;
const STORES = ['S-1', 'S-2'] as const;
const TIMES = ['10:00', '11:00', '12:00', '14:00', '16:00'] as const;

type Step =
  | { kind: 'signIn'; account: (typeof ACCOUNTS)[number] }
  | { kind: 'buy'; team: string; quantity: number }
  | { kind: 'order'; team: string; quantity: number; method: 'card' | 'promptpay' }
  | { kind: 'pay' | 'cancel' | 'receive' | 'delete' | 'review' | 'refund'; pick: number; line: number; fitting: boolean }
  | { kind: 'lottery'; id: string }
  | { kind: 'enterDraw'; id: string }
  | { kind: 'spin'; id: string }
  | { kind: 'book'; service: string; store: string; day: string; time: string }
  | { kind: 'cancelBooking' | 'payBooking'; pick: number };

const pick = fc.nat({ max: 40 });
/** An action on one of the account's orders: of those it fits (unpaid to pay, …) or of any. */
const onOrder = (kind: 'pay' | 'cancel' | 'receive' | 'delete' | 'review' | 'refund') => fc.record({ kind: fc.constant(kind), pick, line: fc.nat({ max: 3 }), fitting: fc.boolean() });
const FITS: Readonly<Record<string, readonly string[]>> = { pay: ['unpaid'], cancel: ['unpaid'], receive: ['paid', 'unshipped', 'shipped'], delete: ['finished', 'cancelled'], review: ['finished'], refund: ['paid', 'shipped', 'finished'] };
const onBooking = (kind: 'cancelBooking' | 'payBooking') => fc.record({ kind: fc.constant(kind), pick });
/** The steps, weighted so that orders get paid, received and reviewed, and slots fill up. */
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('signIn' as const), account: fc.constantFrom(...ACCOUNTS) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('buy' as const), team: fc.constantFrom(...TEAMS), quantity: fc.integer({ min: 1, max: 3 }) }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('order' as const), team: fc.constantFrom(...TEAMS), quantity: fc.integer({ min: 1, max: 2 }), method: fc.constantFrom('card' as const, 'promptpay' as const) }),
    weight: 3,
  },
  { arbitrary: onOrder('pay'), weight: 3 },
  { arbitrary: onOrder('cancel'), weight: 1 },
  { arbitrary: onOrder('receive'), weight: 3 },
  { arbitrary: onOrder('delete'), weight: 1 },
  { arbitrary: onOrder('review'), weight: 4 },
  { arbitrary: onOrder('refund'), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('lottery' as const), id: fc.constantFrom(...[...LOTTERIES, ...PRODUCT_LOTTERIES].map((lottery) => lottery.id)) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('enterDraw' as const), id: fc.constantFrom('LD-101', 'LD-102', 'LD-103') }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('spin' as const), id: fc.constantFrom(...LUCKY_DRAWS.map((draw) => draw.draw_id)) }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('book' as const), service: fc.constantFrom(...SERVICES), store: fc.constantFrom(...STORES), day: fc.constantFrom(...DAYS), time: fc.constantFrom(...TIMES) }),
    weight: 3,
  },
  { arbitrary: onBooking('cancelBooking'), weight: 1 },
  { arbitrary: onBooking('payBooking'), weight: 2 },
);

const call = (mock: EndpointMock, shop: ShopState, params: Record<string, string> = {}) => mock.ok(mockRequestOf(shop, params, 'en_US'));
const userOf = (shop: ShopState) => shop.account.session.userId;
const ownOrders = (shop: ShopState) => shop.shopping.orders.filter((order) => order.owner === userOf(shop));
const at = <T,>(list: readonly T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);

/** The pairs `order/team` the account may review, recomputed from the orders and the reviews. */
function reviewableNow(shop: ShopState, userId: number): Set<string> {
  const pairs = new Set<string>();
  for (const order of shop.shopping.orders) {
    if (order.owner !== userId || order.status !== 'finished' || order.deleted) continue;
    for (const line of order.items) {
      const reviewed = shop.social.reviews.some((review) => review.author_id === userId && review.order_id === order.order_id && review.team_id === line.team_id);
      if (!reviewed) pairs.add(`${order.order_id}/${line.team_id}`);
    }
  }
  return pairs;
}

interface Listed {
  list: { order_id: string; items: { team_id: string; reviewed?: number }[] }[];
  paging: { total: number; has_more: number | boolean };
}

/** Every order of a tab of the order list, page after page, as the page reads it. */
function listedOrders(shop: ShopState, status: string): Listed['list'] {
  const orders: Listed['list'] = [];
  for (let page = 1; page < 50; page += 1) {
    const answer = call(orderMocks.getOrders, shop, { status, page: String(page) }) as Listed;
    orders.push(...answer.list);
    if (!answer.paging.has_more) break;
  }
  return orders;
}

function run(shop: ShopState, next: Step, checkReview: (accepted: boolean, pair: string, mayBefore: Set<string>) => void): void {
  const fitting = 'fitting' in next && next.fitting ? ownOrders(shop).filter((candidate) => FITS[next.kind]?.includes(candidate.status)) : [];
  const orders = fitting.length > 0 ? fitting : ownOrders(shop);
  const order = 'pick' in next ? at(orders, next.pick) : undefined;
  const own = shop.booking.reservations.filter((reservation) => reservation.user_id === userOf(shop));
  const unpaid = own.filter((reservation) => reservation.status === 'unpaid');
  const reservations = next.kind === 'payBooking' && unpaid.length > 0 ? unpaid : own;
  const reservation = 'pick' in next ? at(reservations, next.pick) : undefined;
  switch (next.kind) {
    case 'signIn':
      shop.account.session.userId = ACCOUNT_IDS[next.account];
      return;
    case 'buy':
      call(cartMocks.cartBuy, shop, { team_id: next.team, quantity: String(next.quantity) });
      return;
    case 'order':
      call(orderMocks.submitOrder, shop, { team_id: next.team, quantity: String(next.quantity), address_id: 'A-1', payment_method: next.method });
      return;
    case 'pay':
      call(orderMocks.payOrder, shop, { order_id: order?.order_id ?? '1', payment_method: 'card' });
      return;
    case 'cancel':
      call(orderMocks.cancelOrder, shop, { order_id: order?.order_id ?? '1' });
      return;
    case 'receive':
      // The courier delivers a shipped order (the merchant side has no mock step for it).
      if (order?.status === 'paid' || order?.status === 'unshipped') order.status = 'shipped';
      call(orderMocks.confirmReceipt, shop, { order_id: order?.order_id ?? '1' });
      return;
    case 'delete':
      call(orderMocks.deleteOrder, shop, { order_id: order?.order_id ?? '1' });
      return;
    case 'refund': {
      const line = order ? at(order.items, next.line) : undefined;
      call(refundMocks.submitRefund, shop, { order_id: order?.order_id ?? '1', 'team_ids[]': line?.team_id ?? '1', reason_id: '1', amount: '1' });
      return;
    }
    case 'review': {
      const line = order ? at(order.items, next.line) : undefined;
      const pair = `${order?.order_id ?? '1'}/${line?.team_id ?? '1'}`;
      const mayBefore = userOf(shop) === null ? new Set<string>() : reviewableNow(shop, userOf(shop) ?? 0);
      const answer = call(productMocks.writeReview, shop, { order_id: order?.order_id ?? '1', team_id: line?.team_id ?? '1', score: '5', content: 'Good.' });
      checkReview(!isFailure(answer), pair, mayBefore);
      return;
    }
    case 'lottery':
      joinLottery(shop, { id: next.id });
      return;
    case 'enterDraw':
      enterLuckyDraw(shop, { draw_id: next.id }, 'en_US');
      return;
    case 'spin':
      drawLuckyDraw(shop, { draw_id: next.id });
      return;
    case 'book':
      bookReservation(shop, { service_id: next.service, store_id: next.store, date: next.day, time: next.time });
      return;
    case 'cancelBooking':
      cancelReservation(shop, { order_id: reservation?.order_id ?? '1' });
      return;
    case 'payBooking': {
      const deposit = submitDeposit(shop, { bookingId: reservation?.order_id ?? '1', paymentMethod: 'card' });
      if (!isFailure(deposit)) payDeposit(shop, { orderId: deposit.order_id });
      depositResult(shop, reservation?.order_id);
      return;
    }
  }
}

function checkReviewsAndCounts(shop: ShopState, userId: number): void {
  // What may be reviewed: the To review list's unreviewed lines, exactly the recomputed pairs.
  const waiting = listedOrders(shop, 'review').flatMap((order) => order.items.filter((item) => !item.reviewed).map((item) => `${order.order_id}/${item.team_id}`));
  expect(new Set(waiting)).toEqual(reviewableNow(shop, userId));
  expect(waiting).toHaveLength(new Set(waiting).size);
  // The centre counts each tab with the list it opens.
  const centre = call(userCenterMocks.getUserCenter, shop) as { points: number; order_counts: Record<string, number> };
  for (const tab of ['unpaid', 'unshipped', 'shipped', 'review']) expect(centre.order_counts[tab], tab).toBe(listedOrders(shop, tab).length);
  const refunds = call(refundMocks.getRefunds, shop, { page: '1' }) as { paging: { total: number } };
  expect(centre.order_counts.refund).toBe(refunds.paging.total);
  expect(refunds.paging.total).toBe(shop.shopping.refunds.filter((refund) => refund.owner === userId).length);
}

function checkPoints(shop: ShopState, userId: number): void {
  const account = shop.shopping.points[String(userId)];
  const lines: { change: number }[] = [];
  let balance = Number.NaN;
  for (let page = 1; page < 50; page += 1) {
    const answer = call(userCenterMocks.getPoints, shop, { page: String(page) }) as { balance: number; list: { change: number }[]; paging: { has_more: number | boolean } };
    balance = answer.balance;
    lines.push(...answer.list);
    if (!answer.paging.has_more) break;
  }
  // The balance is what was carried over plus every line the points page lists.
  expect(balance).toBe((account?.carried ?? 0) + lines.reduce((sum, line) => sum + line.change, 0));
  expect((call(userCenterMocks.getUserCenter, shop) as { points: number }).points).toBe(balance);
  // Every order paid here earned its points once, in the ledger (1 a ฿10 of what was paid).
  for (const order of ownOrders(shop).filter((candidate) => candidate.history.some((change) => change.status === 'paid') && Number(candidate.order_id) >= 20_250_400)) {
    const earned = (account?.ledger ?? []).filter((line) => line.kind === 'order_earned' && line.order_id === order.order_id);
    expect(earned.map((line) => line.change)).toEqual(earnedPoints(order.pay_total) === 0 ? [] : [earnedPoints(order.pay_total)]);
  }
}

function checkCart(shop: ShopState, userId: number | null): void {
  const owner = userId === null ? 'guest' : String(userId);
  const pieces = (shop.shopping.carts[owner] ?? []).reduce((sum, line) => sum + line.quantity, 0);
  const cart = call(cartMocks.getCart, shop) as { shopcartnum: number; groups: { list: unknown[] }[] };
  expect(cart.shopcartnum).toBe(pieces);
  expect(cart.groups.reduce((sum, group) => sum + group.list.length, 0)).toBe((shop.shopping.carts[owner] ?? []).length);
  expect(layoutMocks.getFooterNav.extra?.(mockRequestOf(shop))).toEqual({ shopcartnum: pieces });
}

function checkDraws(shop: ShopState, viewer: number | null): void {
  for (const seed of [...LOTTERIES, ...PRODUCT_LOTTERIES]) {
    const lottery = lotteryById(seed.id);
    if (!lottery) throw new Error(`no lottery ${seed.id}`);
    const entrants = new Set(shop.social.campaigns.lotteryEntries.filter((entry) => entry.lottery_id === seed.id).map((entry) => entry.user_id));
    const shown = renderLottery(shop, lottery, 'en_US', viewer);
    expect(Number(shown.participants)).toBe(seed.participants + entrants.size);
    expect(shown.joined).toBe(viewer !== null && entrants.has(viewer) ? 1 : 0);
  }
  const entries = shop.social.campaigns.drawCampaigns.entries;
  expect(new Set(entries.map((entry) => `${entry.draw_id}/${entry.user_id}`)).size).toBe(entries.length);
  for (const drawId of ['LD-100', 'LD-101', 'LD-102', 'LD-103']) {
    const detail = luckyDrawDetail(shop, drawId, 'en_US', viewer);
    if (isFailure(detail)) throw new Error(`no draw ${drawId}`);
    expect(detail.entered).toBe(entries.some((entry) => entry.draw_id === drawId && entry.user_id === viewer) ? 1 : 0);
  }
  for (const seed of LUCKY_DRAWS) {
    const draw = luckyDrawById(seed.draw_id);
    if (!draw) throw new Error(`no wheel ${seed.draw_id}`);
    const spins = shop.social.campaigns.draws.filter((spin) => spin.draw_id === seed.draw_id && spin.user_id === viewer).length;
    expect(chancesLeft(shop, draw, viewer)).toBe(viewer === null ? seed.chances : Math.max(0, seed.chances - spins));
    expect(spins).toBeLessThanOrEqual(seed.chances);
  }
}

function checkSlots(shop: ShopState): void {
  for (const serviceId of SERVICES) {
    const service = shop.booking.services.find((candidate) => candidate.service_id === serviceId);
    for (const storeId of STORES) {
      const store = shop.booking.stores.find((candidate) => candidate.store_id === storeId);
      if (!service || !store || !service.store_ids.includes(storeId)) continue;
      for (const day of DAYS) {
        for (const slot of slotsFor(shop, service, store, day).filter((shown) => (TIMES as readonly string[]).includes(shown.time))) {
          const start = parseClock(slot.time) ?? 0;
          let busiest = 0;
          for (let hour = start; hour < start + service.duration_minutes; hour += 60) {
            const held = shop.booking.reservations.filter((reservation) => {
              if (reservation.store_id !== storeId || reservation.status === 'cancelled' || reservation.status === 'refunded') return false;
              const [date, time] = reservation.appointment_at.split(' ');
              const from = parseClock(time?.slice(0, 5)) ?? -1;
              return date === day && from < Math.min(hour + 60, start + service.duration_minutes) && hour < from + reservation.duration_minutes;
            }).length;
            busiest = Math.max(busiest, held);
          }
          expect(slot.remaining, `${storeId} ${day} ${slot.time}`).toBe(Math.max(0, store.slot_capacity - busiest));
        }
      }
    }
  }
}

/** Two accounts on the same lottery, draw and slot: a sequence every property also runs. */
const TWO_ACCOUNTS: Step[] = [
  { kind: 'lottery', id: 'L-1' },
  { kind: 'enterDraw', id: 'LD-101' },
  { kind: 'book', service: '11001', store: 'S-1', day: '2025-03-17', time: '14:00' },
  { kind: 'order', team: '50005', quantity: 1, method: 'card' },
  { kind: 'pay', pick: 0, line: 0, fitting: true },
  { kind: 'receive', pick: 0, line: 0, fitting: true },
  { kind: 'review', pick: 0, line: 0, fitting: true },
  { kind: 'signIn', account: 'newShopper' },
  { kind: 'lottery', id: 'L-1' },
  { kind: 'book', service: '11001', store: 'S-1', day: '2025-03-17', time: '14:00' },
  { kind: 'spin', id: 'D-1' },
  { kind: 'signIn', account: 'shopper' },
  { kind: 'review', pick: 0, line: 0, fitting: true },
];

/** Runs any sequence of steps from the shopper's seed and checks `figure` after each (or after those `after` names, and at the end). */
function holdsAfterAnySequence(figure: (shop: ShopState) => void, after: (next: Step) => boolean = () => true): void {
  fc.assert(
    fc.property(fc.array(step, { minLength: 5, maxLength: 30 }), (steps) => {
      const shop = buildShopState('shopper');
      for (const next of steps) {
        run(shop, next, (accepted, pair, mayBefore) => {
          // Writing a review is accepted exactly for what may be reviewed.
          expect(accepted, pair).toBe(mayBefore.has(pair));
        });
        if (after(next)) figure(shop);
      }
      figure(shop);
    }),
    { numRuns: 40, examples: [[TWO_ACCOUNTS]] },
  );
}

const signedIn = (check: (shop: ShopState, userId: number) => void) => (shop: ShopState) => {
  const userId = userOf(shop);
  if (userId !== null) check(shop, userId);
};

describe('derived figures equal their recomputation after any sequence of the shop’s operations (fast-check)', () => {
  it('may review: the To review list and what writing a review accepts are the delivered lines not reviewed yet; the centre counts each list it opens', () => {
    holdsAfterAnySequence(signedIn(checkReviewsAndCounts));
  });

  it('the cart badge (getCart, the footer) is the sum of the cart lines’ quantities', () => {
    holdsAfterAnySequence((shop) => checkCart(shop, userOf(shop)));
  });

  it('points after payment: the balance is the carried points plus the ledger; each paid order earned once', () => {
    holdsAfterAnySequence(signedIn(checkPoints));
  });

  it('a draw’s entrants, entered flag and chances left come from its entries', () => {
    holdsAfterAnySequence((shop) => checkDraws(shop, userOf(shop)));
  });

  it('a slot’s places left are its capacity less the bookings holding that time', () => {
    // Only bookings hold time: checked after each booking step and at the end of the sequence.
    holdsAfterAnySequence(checkSlots, (next) => next.kind === 'book' || next.kind === 'cancelBooking' || next.kind === 'payBooking');
  });
});
