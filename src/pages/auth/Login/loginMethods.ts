import type { LoginRegMethod } from '../../../api';
import type { AccountKind, LoginMethod } from './LoginView';

/**
 * What the login form offers for the shop's login_reg_method (spec §3): phone allows the password
 * and the one-time code, e-mail the password; when the answer says nothing, both are offered.
 */
export function loginChoices(reg: LoginRegMethod | null | undefined): { methods: readonly LoginMethod[]; accountKind: AccountKind } {
  const phone = reg?.phone ?? true;
  const email = reg?.email ?? true;
  const accountKind: AccountKind = phone && !email ? 'phone' : email && !phone ? 'email' : 'phoneOrEmail';
  return { methods: phone ? ['password', 'code'] : ['password'], accountKind };
}
