import { bindPhoneSchema, cartFullDataSchema, type CartEntry } from '../../api';
import type { CartAddResult } from './addToCart.types';

/** spec §4 code 1 with data: the cart is full; the entries that may be replaced (empty when unreadable). */
export function cartFullEntries(result: CartAddResult): readonly CartEntry[] | null {
  if (result.ok || result.code !== 1 || result.data === undefined || result.data === null) return null;
  const parsed = cartFullDataSchema.safeParse(result.data);
  return parsed.success ? parsed.data.list : [];
}

/** spec §4 code 2: the bind-phone request the answer carries. */
export function bindPhoneRequest(result: CartAddResult): {
  submit_param: Readonly<Record<string, string | number>> | null;
  bind_phone_tip: string | null;
} | null {
  if (result.ok || result.code !== 2) return null;
  const parsed = bindPhoneSchema.partial().safeParse(result.data ?? {});
  return {
    submit_param: parsed.success ? (parsed.data.submit_param ?? null) : null,
    bind_phone_tip: parsed.success ? (parsed.data.bind_phone_tip ?? null) : null,
  };
}

/** The cart count a success carries (data.shopcartnum, else the envelope's shopcartnum). */
export function cartCountOf(result: CartAddResult): number | null {
  if (!result.ok) return null;
  const count = result.data.shopcartnum ?? result.body.shopcartnum;
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

/** The bundle tips text of a success, when it has one. */
export function bundleTipsOf(result: CartAddResult): string | null {
  if (!result.ok) return null;
  const tips = result.data.bundle_tips;
  return typeof tips === 'string' && tips.trim() !== '' ? tips : null;
}
