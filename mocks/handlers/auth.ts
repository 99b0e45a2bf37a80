import { authEndpoints } from '../../src/api/endpoints/auth';
import { image } from '../fixtures/locale';
import type { AccountRecord } from '../shop/account/accountSlice';
import {
  bindEmail,
  bindPhone,
  deleteAccount,
  login,
  logout,
  register,
  resetPassword,
  sendCode,
  wechatAutoLogin,
} from '../shop/account/accountOps';
import { isFailure, type ShopOutcome } from '../shop/failure';
import type { MockShop } from '../shop/sessions';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

/** The login answer: the user, the session and where to go next (the client checks it with isSafeRedirect). */
function loginData(outcome: ShopOutcome<AccountRecord>) {
  if (isFailure(outcome)) return outcome;
  const { user } = outcome;
  return { userInfo: { ...user }, usersecre: `mock-secret-${user.id}`, session_id: `mock-session-${user.id}`, redirect_url: '/m/my.php' };
}

export const authMocks: AreaMocks<'auth'> = {
  loginWithPassword: { ok: ({ shop, params }) => loginData(login(shop, params)) },
  register: { ok: ({ shop, params }) => loginData(register(shop, params)) },
  sendCode: { ok: ({ shop, params }) => sendCode(shop, params) },
  resetPassword: { ok: ({ shop, params }) => resetPassword(shop, params) },
  getSlideCaptcha: { ok: () => ({ token: 'captcha-token-1', background: image('captcha-bg'), slider: image('captcha-piece'), y: 62, width: 310, height: 155 }) },
  verifySlideCaptcha: { ok: () => ({ ticket: 'captcha-ticket-1', verified: 1 }) },
  sendDeletionCode: { ok: ({ shop }) => sendCode(shop, { scene: 'deletion' }), needsLogin: true },
  deleteAccount: { ok: ({ shop, params }) => deleteAccount(shop, params), needsLogin: true },
  logout: { ok: ({ shop }) => logout(shop) },
  wechatAutoLogin: { ok: ({ shop }) => loginData(wechatAutoLogin(shop)) },
  bindPhone: { ok: ({ shop, params }) => bindPhone(shop, params), needsLogin: true },
  bindEmail: { ok: ({ shop, params }) => bindEmail(shop, params), needsLogin: true },
};

/** Login, register, codes, password reset, slide captcha, account deletion, WeChat, bind phone and e-mail: they change who is signed in. */
export function authHandlers(choice?: AreaScenario<'auth'>, shop?: MockShop) {
  return buildAreaHandlers(authEndpoints, authMocks, choice, shop);
}
