import type { CartLine, CartModel } from './cartModel';

/** A change the shopper made that the server has not confirmed yet. */
export type CartChange =
  | { readonly kind: 'quantity'; readonly cartId: string; readonly quantity: number }
  | { readonly kind: 'select'; readonly cartId: string; readonly selected: boolean }
  | { readonly kind: 'selectAll'; readonly selected: boolean }
  /** delete and move to favourites: the lines leave the cart. */
  | { readonly kind: 'remove'; readonly cartIds: readonly string[] }
  | { readonly kind: 'remark'; readonly cartId: string; readonly remark: string }
  /** replace_team_spec: the line shows the chosen specification until the server's cart (with its price) arrives. */
  | { readonly kind: 'spec'; readonly cartId: string; readonly teamId: string; readonly specName: string }
  /** addbuy: the deal shows as in the cart until the server's cart (with its new line) arrives. */
  | { readonly kind: 'addbuy'; readonly teamId: string };

export interface PendingChange {
  readonly id: number;
  readonly change: CartChange;
}

/**
 * The cart as the server last confirmed it plus the changes still on their way. What the page
 * shows is `shownCart(state)`: the pending changes applied, in order, to the confirmed cart. A
 * change that fails is dropped, so the cart rolls back to exactly what it was without it (changes
 * made after it stay); a change that succeeds takes the server's cart as the new confirmed one.
 */
export interface OptimisticCart {
  readonly confirmed: CartModel;
  readonly pending: readonly PendingChange[];
  /** The id of the change whose answer made `confirmed`: an older answer arriving later is not taken. */
  readonly confirmedBy: number;
}

export type OptimisticCartAction =
  | { readonly type: 'start'; readonly id: number; readonly change: CartChange }
  | { readonly type: 'succeed'; readonly id: number; readonly cart?: CartModel | undefined }
  | { readonly type: 'fail'; readonly id: number }
  /** A fresh cart from the server (a reload, a spec replaced) with nothing pending. */
  | { readonly type: 'replace'; readonly cart: CartModel };

function mapLine(cart: CartModel, cartId: string, update: (line: CartLine) => CartLine): CartModel {
  return { ...cart, lines: cart.lines.map((line) => (line.cartId === cartId ? update(line) : line)) };
}

/** One change applied to a cart (pure). A change to a line that is gone does nothing. */
export function applyChange(cart: CartModel, change: CartChange): CartModel {
  switch (change.kind) {
    case 'quantity':
      return mapLine(cart, change.cartId, (line) => ({
        ...line,
        quantity: Math.max(1, line.limit !== undefined ? Math.min(change.quantity, line.limit) : change.quantity),
      }));
    case 'select':
      return mapLine(cart, change.cartId, (line) => ({ ...line, selected: change.selected }));
    case 'selectAll':
      return { ...cart, lines: cart.lines.map((line) => ({ ...line, selected: change.selected })) };
    case 'remove': {
      const gone = new Set(change.cartIds);
      return {
        ...cart,
        lines: cart.lines.filter((line) => !gone.has(line.cartId)),
        invalid: cart.invalid
          .map((group) => ({ ...group, lines: group.lines.filter((line) => !gone.has(line.cartId)) }))
          .filter((group) => group.lines.length > 0),
      };
    }
    case 'remark':
      return mapLine(cart, change.cartId, (line) => ({ ...line, remark: change.remark }));
    case 'spec':
      return mapLine(cart, change.cartId, (line) => ({ ...line, teamId: change.teamId, specName: change.specName }));
    case 'addbuy':
      return {
        ...cart,
        addbuy: cart.addbuy.map((deal) => ({
          ...deal,
          items: deal.items.map((item) => (item.teamId === change.teamId ? { ...item, inCart: true } : item)),
        })),
      };
  }
}

export function initialOptimisticCart(cart: CartModel): OptimisticCart {
  return { confirmed: cart, pending: [], confirmedBy: 0 };
}

export function optimisticCartReducer(state: OptimisticCart, action: OptimisticCartAction): OptimisticCart {
  switch (action.type) {
    case 'start':
      return { ...state, pending: [...state.pending, { id: action.id, change: action.change }] };
    case 'succeed': {
      const done = state.pending.find((entry) => entry.id === action.id);
      if (!done) return state;
      const pending = state.pending.filter((entry) => entry.id !== action.id);
      if (action.id < state.confirmedBy) {
        // A newer answer is already in: this one's cart is out of date, its change is in the newer cart.
        return { ...state, pending };
      }
      // Without a cart in the answer the change itself becomes confirmed.
      return { confirmed: action.cart ?? applyChange(state.confirmed, done.change), pending, confirmedBy: action.id };
    }
    case 'fail':
      if (!state.pending.some((entry) => entry.id === action.id)) return state;
      return { ...state, pending: state.pending.filter((entry) => entry.id !== action.id) };
    case 'replace':
      // The cart already shown (the page's first answer, taken again once it is on screen): nothing
      // changes, so nothing renders again.
      if (action.cart === state.confirmed && state.pending.length === 0) return state;
      return { confirmed: action.cart, pending: [], confirmedBy: state.confirmedBy };
  }
}

/** What the page shows. */
export function shownCart(state: OptimisticCart): CartModel {
  return state.pending.reduce((cart, entry) => applyChange(cart, entry.change), state.confirmed);
}

/** The number of pieces the cart icon shows: the server's count, or the lines shown when it gave none. */
export function cartCount(cart: CartModel): number {
  return cart.shopCartNum ?? cart.lines.length + cart.invalid.reduce((sum, group) => sum + group.lines.length, 0);
}
