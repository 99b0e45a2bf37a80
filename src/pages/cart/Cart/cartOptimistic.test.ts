import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, toCartModel, type CartLine, type CartModel } from './cartModel';
import {
  applyChange,
  cartCount,
  initialOptimisticCart,
  optimisticCartReducer,
  shownCart,
  type CartChange,
  type OptimisticCart,
} from './cartOptimistic';
import { cartDetailSchema } from '../../../api';

const line = (cartId: string, over: Partial<CartLine> = {}): CartLine => ({
  cartId,
  teamId: `t${cartId}`,
  name: `Product ${cartId}`,
  imageUrl: '/x.webp',
  unitPrice: 100,
  quantity: 1,
  limit: 5,
  selected: true,
  remark: '',
  href: `/m/b/${cartId}.html`,
  specs: [],
  ...over,
});

const cart: CartModel = {
  lines: [line('1'), line('2', { unitPrice: 250.5, quantity: 2 }), line('3', { selected: false })],
  invalid: [{ key: 'take_down', title: null, lines: [line('9')] }],
  discount: 50,
  shopCartNum: 4,
  bundleTips: null,
  addbuy: [],
};

describe('applyChange', () => {
  it('keeps a quantity between 1 and limitNum', () => {
    expect(applyChange(cart, { kind: 'quantity', cartId: '1', quantity: 9 }).lines[0]?.quantity).toBe(5);
    expect(applyChange(cart, { kind: 'quantity', cartId: '1', quantity: 0 }).lines[0]?.quantity).toBe(1);
  });

  it('selects one and all', () => {
    expect(applyChange(cart, { kind: 'select', cartId: '3', selected: true }).lines.every((l) => l.selected)).toBe(true);
    expect(applyChange(cart, { kind: 'selectAll', selected: false }).lines.some((l) => l.selected)).toBe(false);
  });

  it('removes valid and invalid lines, dropping emptied groups', () => {
    const next = applyChange(cart, { kind: 'remove', cartIds: ['1', '9'] });
    expect(next.lines.map((l) => l.cartId)).toEqual(['2', '3']);
    expect(next.invalid).toEqual([]);
  });

  it('shows the chosen specification until the server answers', () => {
    const next = applyChange(cart, { kind: 'spec', cartId: '2', teamId: 't2-travel', specName: 'Travel size' }).lines[1];
    expect([next?.teamId, next?.specName, next?.unitPrice]).toEqual(['t2-travel', 'Travel size', 250.5]);
  });

  it('shows an add-on deal as in the cart until the server answers', () => {
    const withDeal: CartModel = {
      ...cart,
      addbuy: [{ promotionId: 'p', title: null, items: [{ teamId: 'x', name: 'X', imageUrl: '/x.webp', price: 99, href: '/m/b/x.html', inCart: false, available: true }] }],
    };
    expect(applyChange(withDeal, { kind: 'addbuy', teamId: 'x' }).addbuy[0]?.items[0]?.inCart).toBe(true);
  });

  it('sets a remark', () => {
    expect(applyChange(cart, { kind: 'remark', cartId: '2', remark: 'ห่อของขวัญ' }).lines[1]?.remark).toBe('ห่อของขวัญ');
  });
});

describe('optimisticCartReducer', () => {
  const start = (state: OptimisticCart, id: number, change: CartChange) => optimisticCartReducer(state, { type: 'start', id, change });

  it('shows a change at once and rolls it back exactly when it fails', () => {
    let state = start(initialOptimisticCart(cart), 1, { kind: 'remove', cartIds: ['2'] });
    expect(shownCart(state).lines.map((l) => l.cartId)).toEqual(['1', '3']);
    state = optimisticCartReducer(state, { type: 'fail', id: 1 });
    expect(shownCart(state)).toEqual(cart);
  });

  it('keeps later changes when an earlier one fails', () => {
    let state = start(initialOptimisticCart(cart), 1, { kind: 'quantity', cartId: '1', quantity: 3 });
    state = start(state, 2, { kind: 'select', cartId: '3', selected: true });
    state = optimisticCartReducer(state, { type: 'fail', id: 1 });
    expect(shownCart(state).lines[0]?.quantity).toBe(1);
    expect(shownCart(state).lines[2]?.selected).toBe(true);
  });

  it("takes the server's cart on success and re-applies what is still pending", () => {
    const server: CartModel = { ...cart, shopCartNum: 7, lines: cart.lines.map((l) => (l.cartId === '1' ? { ...l, quantity: 3 } : l)) };
    let state = start(initialOptimisticCart(cart), 1, { kind: 'quantity', cartId: '1', quantity: 3 });
    state = start(state, 2, { kind: 'remark', cartId: '2', remark: 'gift' });
    state = optimisticCartReducer(state, { type: 'succeed', id: 1, cart: server });
    expect(state.confirmed).toBe(server);
    expect(shownCart(state).lines[1]?.remark).toBe('gift');
    expect(cartCount(shownCart(state))).toBe(7);
  });

  it('ignores an older answer that arrives after a newer one', () => {
    const newer: CartModel = { ...cart, shopCartNum: 9 };
    let state = start(initialOptimisticCart(cart), 1, { kind: 'select', cartId: '1', selected: false });
    state = start(state, 2, { kind: 'select', cartId: '2', selected: false });
    state = optimisticCartReducer(state, { type: 'succeed', id: 2, cart: newer });
    state = optimisticCartReducer(state, { type: 'succeed', id: 1, cart });
    expect(state.confirmed).toBe(newer);
    expect(state.pending).toEqual([]);
  });

  it('confirms the change itself when the answer has no cart, and ignores unknown ids', () => {
    let state = start(initialOptimisticCart(cart), 1, { kind: 'remark', cartId: '1', remark: 'x' });
    expect(optimisticCartReducer(state, { type: 'fail', id: 42 })).toBe(state);
    state = optimisticCartReducer(state, { type: 'succeed', id: 1 });
    expect(state.confirmed.lines[0]?.remark).toBe('x');
    expect(optimisticCartReducer(state, { type: 'replace', cart }).confirmed).toBe(cart);
  });

  it('keeps its state when given again the cart it shows with nothing pending, and drops pending changes otherwise', () => {
    const state = initialOptimisticCart(cart);
    expect(optimisticCartReducer(state, { type: 'replace', cart })).toBe(state);
    const pending = start(state, 1, { kind: 'select', cartId: '1', selected: false });
    const replaced = optimisticCartReducer(pending, { type: 'replace', cart });
    expect(replaced).not.toBe(pending);
    expect(replaced.pending).toEqual([]);
    expect(shownCart(replaced)).toBe(cart);
  });

  const change: fc.Arbitrary<CartChange> = fc.oneof(
    fc.record({ kind: fc.constant('quantity' as const), cartId: fc.constantFrom('1', '2', '3'), quantity: fc.integer({ min: -3, max: 20 }) }),
    fc.record({ kind: fc.constant('select' as const), cartId: fc.constantFrom('1', '2', '3'), selected: fc.boolean() }),
    fc.record({ kind: fc.constant('selectAll' as const), selected: fc.boolean() }),
    fc.record({ kind: fc.constant('remove' as const), cartIds: fc.subarray(['1', '2', '3', '9']) }),
    fc.record({ kind: fc.constant('remark' as const), cartId: fc.constantFrom('1', '2', '3'), remark: fc.string() }),
  );

  it('when every change fails, nothing is lost: the confirmed cart shows again (property)', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 12 }), (changes, order) => {
        let state = initialOptimisticCart(cart);
        changes.forEach((c, i) => (state = start(state, i + 1, c)));
        // Failures arrive in any order.
        const ids = changes.map((_, i) => i + 1);
        for (const pick of order) {
          const [id] = ids.splice(pick % Math.max(1, ids.length), 1);
          if (id !== undefined) state = optimisticCartReducer(state, { type: 'fail', id });
        }
        for (const id of ids) state = optimisticCartReducer(state, { type: 'fail', id });
        expect(shownCart(state)).toEqual(cart);
      }),
    );
  });

  it('quantities always stay within 1..limit (property)', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), (changes) => {
        const shown = changes.reduce(applyChange, cart);
        for (const l of shown.lines) {
          expect(l.quantity).toBeGreaterThanOrEqual(1);
          if (l.limit !== undefined) expect(l.quantity).toBeLessThanOrEqual(l.limit);
        }
      }),
    );
  });
});

describe('cart model', () => {
  it('works out the totals of the selected lines', () => {
    const totals = cartTotals(cart);
    expect(totals).toMatchObject({ selectedCount: 2, selectedPieces: 3, subtotal: 601, discount: 50, total: 551, allSelected: false, someSelected: true });
    expect(cartTotals(applyChange(cart, { kind: 'selectAll', selected: false })).total).toBe(0);
  });

  it('puts taken-down lines and invalid groups apart', () => {
    const team = { id: '1', product: 'A', team_price: 100, image1: '/a.webp', status: 'normal', limitNum: 3, ui_team_price_info: { team_price: 100, special_price: 80 } };
    const detail = cartDetailSchema.parse({
      groups: [
        { type: 'valid_product', list: [{ cart_id: 1, team, quantity: 2, selected: 1 }, { cart_id: 2, team: { ...team, id: '2', status: 'take_down' }, quantity: 1, selected: 0 }] },
        { type: 'invalid_product', title: 'Unavailable', list: [{ cart_id: 3, team: { ...team, id: '3' }, quantity: 1, selected: 0 }] },
        { type: 'invalid_product', title: 'Empty', list: [] },
      ],
      total_price: 160,
      selected_count: 1,
      shopcartnum: 3,
    });
    const model = toCartModel(detail);
    expect(model.lines.map((l) => [l.cartId, l.unitPrice, l.originalPrice, l.limit])).toEqual([['1', 80, 100, 3]]);
    expect(model.invalid.map((g) => [g.key, g.lines.map((l) => l.cartId)])).toEqual([
      ['take_down', ['2']],
      ['invalid_product', ['3']],
    ]);
    expect(model.shopCartNum).toBe(3);
  });

  it('offers a spec change only when there is a choice, and marks sold-out specs', () => {
    const team = { id: '1', product: 'A', team_price: 100, image1: '/a.webp', status: 'normal' };
    const specs = [
      { team_id: '1', name: 'Regular', status: 'normal' },
      { team_id: '2', name: 'Gift set', status: 'sold_out' },
    ];
    const detail = cartDetailSchema.parse({
      groups: [
        {
          type: 'valid_product',
          list: [
            { cart_id: 1, team, quantity: 1, selected: 1, spec_name: 'Regular', specs },
            { cart_id: 2, team: { ...team, id: '3' }, quantity: 1, selected: 1, spec_name: 'Only one', specs: [specs[0]] },
          ],
        },
      ],
      total_price: 200,
      selected_count: 2,
    });
    const [first, second] = toCartModel(detail).lines;
    expect([first?.specName, first?.specs]).toEqual([
      'Regular',
      [
        { teamId: '1', name: 'Regular', available: true },
        { teamId: '2', name: 'Gift set', available: false },
      ],
    ]);
    expect([second?.specName, second?.specs]).toEqual(['Only one', []]);
  });

  it('reads add-on deals: their price, the struck price, and what is in the cart or sold out', () => {
    const team = (id: string, over: object = {}) => ({ id, product: `P${id}`, team_price: 300, image1: '/a.webp', status: 'normal', ...over });
    const detail = cartDetailSchema.parse({
      groups: [{ type: 'valid_product', list: [{ cart_id: 1, team: team('1'), quantity: 1, selected: 1 }] }],
      total_price: 300,
      selected_count: 1,
      addbuy: [
        {
          promotion_mgr_id: 7101,
          title: 'Deals',
          list: [
            { team: team('1'), addbuy_price: 99 },
            { team: team('2'), addbuy_price: '150.50' },
            { team: team('3', { buy_btn_status: 0 }), addbuy_price: 400 },
          ],
        },
        { promotion_mgr_id: 7102, list: [] },
      ],
    });
    const deals = toCartModel(detail).addbuy;
    expect(deals).toHaveLength(1);
    expect(deals[0]?.items.map((i) => [i.teamId, i.price, i.originalPrice, i.inCart, i.available])).toEqual([
      ['1', 99, 300, true, true],
      ['2', 150.5, 300, false, true],
      ['3', 400, undefined, false, false],
    ]);
  });
});
