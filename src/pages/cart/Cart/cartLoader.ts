import type { LoaderFunctionArgs } from 'react-router';
import { getCart, type ApiClient } from '../../../api';
import { toCartModel, type CartModel } from './cartModel';

/** The cart, or why it is not shown (failures are values: the page shows them with retry). */
export type CartLoaderData =
  | { readonly kind: 'ok'; readonly cart: CartModel }
  /** The server asks for a login first (spec §8 401, need_login). */
  | { readonly kind: 'login' }
  | { readonly kind: 'error'; readonly message: string | null };

export async function loadCart(client: ApiClient, signal?: AbortSignal): Promise<CartLoaderData> {
  const result = await getCart(client, {}, { suppressToast: true, ...(signal ? { signal } : {}) });
  if (result.ok) return { kind: 'ok', cart: toCartModel(result.data) };
  if (result.kind === 'login') return { kind: 'login' };
  return { kind: 'error', message: result.message ?? null };
}

export function cartLoader({ request }: LoaderFunctionArgs, deps: { client: ApiClient }): Promise<CartLoaderData> {
  return loadCart(deps.client, request.signal);
}
