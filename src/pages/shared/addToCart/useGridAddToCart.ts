import { useCallback } from 'react';
import { useAddToCart, type WiredAddToCart } from '../../flows/addToCart';
import { useShopNavigation } from '../navigation';

/**
 * One addToCart flow for a whole grid of product cards (home, lists, brand, favourites) on the
 * real cart calls: every card's cart button sends `add` with its item and the session's flags;
 * results go to the session (cart count, toasts, bundle tips, bind phone) and navigation (login,
 * cart) through the layout's. Render `<CartFullDialog actorRef={…} />` once beside the grid.
 */
export function useGridAddToCart(now: () => number = Date.now): WiredAddToCart {
  const navigation = useShopNavigation();
  const navigate = useCallback((to: string) => navigation.go(to), [navigation]);
  return useAddToCart(navigate, now);
}
