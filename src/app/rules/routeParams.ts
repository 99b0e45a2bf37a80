import type { ParamRule } from '../../pages/routeModule';
import { isProductAddress } from './productAddress';

/** A sign (brand, list, booking, community): letters, digits, `-`, `_` and `.`, at most 64. */
export const SIGN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export type { ParamRule } from '../../pages/routeModule';

const RULES: Record<ParamRule, (value: string | undefined) => boolean> = {
  sign: (value) => value !== undefined && SIGN_PATTERN.test(value),
  optionalSign: (value) => value === undefined || SIGN_PATTERN.test(value),
  productSlug: (value) => value !== undefined && isProductAddress({ brand: 'b', product: value }),
  id: (value) => value !== undefined && /^\d{1,20}$/.test(value),
};

/**
 * spec §8: a route whose parameters fail validation shows the not-found page. Checks each named
 * parameter against its rule; parameters without a rule are not checked.
 */
export function paramsAreValid(params: Readonly<Record<string, string | undefined>>, rules: Readonly<Record<string, ParamRule>>): boolean {
  return Object.entries(rules).every(([name, rule]) => RULES[rule](params[name]));
}
