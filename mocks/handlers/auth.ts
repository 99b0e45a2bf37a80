import { authEndpoints } from '../../src/api/endpoints/auth';
import { image } from '../fixtures/locale';
import { buildLoginData } from '../fixtures/users';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

const sent = { ok: () => ({ sent: 1, resend_after: 60 }) };

export const authMocks: AreaMocks<'auth'> = {
  loginWithPassword: { ok: () => buildLoginData('regular'), extra: () => ({ is_login: 1 }) },
  register: { ok: () => buildLoginData('newcomer'), extra: () => ({ is_login: 1 }) },
  sendCode: sent,
  resetPassword: { ok: () => null },
  getSlideCaptcha: { ok: () => ({ token: 'captcha-token-1', background: image('captcha-bg'), slider: image('captcha-piece'), y: 62, width: 310, height: 155 }) },
  verifySlideCaptcha: { ok: () => ({ ticket: 'captcha-ticket-1', verified: 1 }) },
  sendDeletionCode: sent,
  deleteAccount: { ok: () => null, extra: () => ({ is_login: 0 }) },
  logout: { ok: () => null, extra: () => ({ is_login: 0 }) },
  wechatAutoLogin: { ok: () => buildLoginData('tourist'), extra: () => ({ is_login: 1 }) },
  bindPhone: { ok: () => null },
};

/** Login, register, codes, password reset, slide captcha, account deletion, WeChat, bind phone. */
export function authHandlers(choice?: AreaScenario<'auth'>) {
  return buildAreaHandlers(authEndpoints, authMocks, choice);
}
