import { pickText, type MockLocale, type Trilingual } from '../fixtures/locale';

/**
 * A business rule the mock shop refuses (stock, cart full, coupon minimum, …): the errcode (legacy
 * and go) or code (booking) it answers with, its message in the three languages, and any data the
 * answer carries (the cart-full list, who verified a voucher and when).
 */
export class ShopFailure {
  readonly code: number;
  readonly message: Trilingual;
  readonly extra: Readonly<Record<string, unknown>> | undefined;

  constructor(code: number, message: Trilingual, extra?: Readonly<Record<string, unknown>>) {
    this.code = code;
    this.message = message;
    this.extra = extra;
  }

  text(locale: MockLocale): string {
    return pickText(this.message, locale);
  }
}

/** What a store operation gives back: its value, or the rule it broke. */
export type ShopOutcome<T> = T | ShopFailure;

export function fail(code: number, message: Trilingual, extra?: Readonly<Record<string, unknown>>): ShopFailure {
  return new ShopFailure(code, message, extra);
}

export function isFailure(value: unknown): value is ShopFailure {
  return value instanceof ShopFailure;
}

/** The login-needed answer: errcode 401 (legacy, go) and code 401 (booking) alike (spec §8). */
export const NEEDS_LOGIN: Trilingual = {
  th: 'กรุณาเข้าสู่ระบบก่อน',
  en: 'Please log in first.',
  zh: '请先登录。',
};

export function needsLogin(): ShopFailure {
  return fail(401, NEEDS_LOGIN);
}

/** A request that names something this session's shop does not hold (an order, a coupon …). */
export function notFound(what: Trilingual): ShopFailure {
  return fail(404, what);
}
