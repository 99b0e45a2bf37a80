import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SEEDS } from '../../fixtures/products';
import { cartMocks } from '../../handlers/cart';
import { orderMocks } from '../../handlers/orders';
import { buildShopState } from '../buildShopState';
import { isFailure } from '../failure';
import type { ShopState } from '../state';
import { catalogueTeam } from './catalogue';
import { cartOf } from './cartLines';
import { currentOwner } from './owners';
import { answer } from './testRequest';

/**
 * Property (the issue's): any sequence of cart actions keeps shopcartnum equal to the sum of the
 * quantities of the cart read back (spec §3, see cartCount) and never below zero, in every answer
 * that carries it; each action moves it by exactly what it put in or took out; and every line keeps
 * a quantity from 1 to its limitNum.
 */
const teamIds = PRODUCT_SEEDS.flatMap((seed) => [String(seed.id), String(seed.id + 1_000), String(seed.id + 2_000)]).concat(['99999']);
const team = fc.constantFrom(...teamIds);
const quantity = fc.integer({ min: -1, max: 7 });
/** A line of the cart by position (modulo its length when the action runs), or a line that is not there. */
const linePick = fc.oneof(fc.nat({ max: 60 }), fc.constant(-1));

type Action =
  | { kind: 'buy' | 'replace_and_buy'; team: string; quantity: number }
  | { kind: 'update_quantity'; line: number; quantity: number }
  | { kind: 'delete' | 'move_to_like'; line: number }
  | { kind: 'select'; line: number; selected: boolean }
  | { kind: 'select_all'; selected: boolean }
  | { kind: 'replace_spec'; line: number; team: string }
  | { kind: 'addbuy'; team: string }
  | { kind: 'add_cart_list'; teams: string[]; quantity: number }
  | { kind: 'repurchase'; order: string };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constantFrom('buy' as const, 'replace_and_buy' as const), team, quantity }),
  fc.record({ kind: fc.constant('update_quantity' as const), line: linePick, quantity }),
  fc.record({ kind: fc.constantFrom('delete' as const, 'move_to_like' as const), line: linePick }),
  fc.record({ kind: fc.constant('select' as const), line: linePick, selected: fc.boolean() }),
  fc.record({ kind: fc.constant('select_all' as const), selected: fc.boolean() }),
  fc.record({ kind: fc.constant('replace_spec' as const), line: linePick, team }),
  fc.record({ kind: fc.constant('addbuy' as const), team: fc.constantFrom('50012', '50008', '50006', '50001') }),
  fc.record({ kind: fc.constant('add_cart_list' as const), teams: fc.array(team, { minLength: 1, maxLength: 3 }), quantity }),
  fc.record({ kind: fc.constant('repurchase' as const), order: fc.constantFrom('20250301', '20250302', '20250304', '20250399', '1') }),
);

function cartIdAt(shop: ShopState, pick: number): string {
  const cart = cartOf(shop, currentOwner(shop));
  if (pick < 0 || cart.length === 0) return '79999';
  return cart[pick % cart.length]?.cart_id ?? '79999';
}

/** Runs one action through the endpoint's mock (parameters as text, as the client sends them). */
function run(shop: ShopState, step: Action): unknown {
  switch (step.kind) {
    case 'buy':
      return answer(cartMocks.cartBuy, shop, { team_id: step.team, quantity: String(step.quantity) });
    case 'replace_and_buy':
      return answer(cartMocks.cartReplaceAndBuy, shop, { team_id: step.team, quantity: String(step.quantity) });
    case 'update_quantity':
      return answer(cartMocks.cartUpdateQuantity, shop, { cart_id: cartIdAt(shop, step.line), quantity: String(step.quantity) });
    case 'delete':
      return answer(cartMocks.cartDelete, shop, { 'cart_ids[]': cartIdAt(shop, step.line) });
    case 'move_to_like':
      return answer(cartMocks.cartMoveToLike, shop, { 'cart_ids[]': cartIdAt(shop, step.line) });
    case 'select':
      return answer(cartMocks.cartUpdateCheckStatus, shop, { cart_id: cartIdAt(shop, step.line), selected: step.selected ? '1' : '0' });
    case 'select_all':
      return answer(cartMocks.cartUpdateCheckStatusAll, shop, { selected: step.selected ? '1' : '0' });
    case 'replace_spec':
      return answer(cartMocks.cartReplaceTeamSpec, shop, { cart_id: cartIdAt(shop, step.line), team_id: step.team });
    case 'addbuy':
      return answer(cartMocks.cartAddbuy, shop, { team_id: step.team, quantity: '1', promotion_mgr_id: '7101' });
    case 'add_cart_list':
      return answer(cartMocks.cartAddCartList, shop, {
        ...Object.fromEntries(step.teams.map((teamId, i) => [`team_ids[${i}]`, teamId])),
        quantity: String(step.quantity),
      });
    case 'repurchase':
      return answer(orderMocks.repurchaseOrder, shop, { order_id: step.order });
  }
}

/** The cart as getCart answers it (the fields this test reads). */
interface CartRead {
  shopcartnum: number;
  groups: { list: { cart_id: string; quantity: string }[] }[];
}

function readCart(shop: ShopState): CartRead {
  return answer(cartMocks.getCart, shop) as CartRead;
}

/** The pieces in a cart read back: the sum of its entries' quantities (valid and unavailable). */
function sumOfQuantities(cart: CartRead): number {
  return cart.groups.reduce((sum, group) => sum + group.list.reduce((groupSum, entry) => groupSum + Number(entry.quantity), 0), 0);
}

/** How much one action that was not refused moves the count: [least, most] (equal when exact). */
function expectedChange(
  shop: ShopState,
  step: Action,
  picked: string | undefined,
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  result: unknown,
): [number, number] {
  const exactly = (change: number): [number, number] => [change, change];
  const gone = [...before].filter(([cartId]) => !after.has(cartId)).reduce((sum, [, held]) => sum + held, 0);
  switch (step.kind) {
    case 'buy':
      return exactly(step.quantity);
    case 'replace_and_buy':
      // A full cart gives up its oldest line for a new one: that line's pieces leave.
      return exactly(step.quantity - gone);
    case 'add_cart_list':
      return exactly(step.quantity * step.teams.length);
    case 'addbuy':
      return exactly(1);
    case 'update_quantity':
      return exactly(step.quantity - (before.get(picked ?? '') ?? Number.NaN));
    case 'delete':
    case 'move_to_like':
      // That line leaves, and with it exactly its pieces.
      expect(after.has(picked ?? '')).toBe(false);
      expect(after.size).toBe(before.size - 1);
      return exactly(-(before.get(picked ?? '') ?? Number.NaN));
    case 'select':
    case 'select_all':
    case 'replace_spec':
      return exactly(0);
    case 'repurchase': {
      // Each product added brings at least one piece, at most what the order held of it.
      const order = shop.shopping.orders.find((candidate) => candidate.order_id === step.order);
      const added = (result as { added: number }).added;
      return [added, order?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0];
    }
  }
}

const quantitiesOf = (shop: ShopState) => new Map(cartOf(shop, currentOwner(shop)).map((line) => [line.cart_id, line.quantity]));

describe('shopcartnum under any sequence of cart actions (fast-check)', () => {
  it.each(['guest', 'shopper'] as const)(
    '%s: every answer counts the pieces (the sum of the quantities read back), never below zero; each action moves it by what it added or removed',
    (seed) => {
      fc.assert(
        fc.property(fc.array(action, { maxLength: 40 }), (steps) => {
          const shop = buildShopState(seed);
          const first = readCart(shop);
          expect(first.shopcartnum).toBe(7);
          expect(first.shopcartnum).toBe(sumOfQuantities(first));
          for (const step of steps) {
            const countBefore = readCart(shop).shopcartnum;
            const before = quantitiesOf(shop);
            // The line an action names, as run() resolves it (before the action changes the cart).
            const picked = 'line' in step ? cartIdAt(shop, step.line) : undefined;
            const result = run(shop, step);
            const after = quantitiesOf(shop);
            const cart = readCart(shop);
            expect(cart.shopcartnum).toBe(sumOfQuantities(cart));
            expect(cart.shopcartnum).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(cart.shopcartnum)).toBe(true);
            expect(cart.groups.reduce((sum, group) => sum + group.list.length, 0)).toBe(after.size);
            if (result !== null && typeof result === 'object' && 'shopcartnum' in result) {
              expect(result.shopcartnum).toBe(cart.shopcartnum);
            }
            const change = cart.shopcartnum - countBefore;
            if (isFailure(result)) {
              expect(change).toBe(0);
              expect(after).toEqual(before);
            } else {
              const [least, most] = expectedChange(shop, step, picked, before, after, result);
              expect(change).toBeGreaterThanOrEqual(least);
              expect(change).toBeLessThanOrEqual(most);
            }
            for (const line of cartOf(shop, currentOwner(shop))) {
              expect(line.quantity).toBeGreaterThanOrEqual(1);
              expect(line.quantity).toBeLessThanOrEqual(catalogueTeam(line.team_id)?.limit ?? 0);
            }
          }
        }),
        { numRuns: 150 },
      );
    },
  );
});
