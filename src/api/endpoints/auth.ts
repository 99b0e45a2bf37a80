import { captchaTicketSchema, codeSentSchema, slideCaptchaSchema } from '../schemas/auth';
import { ackSchema } from '../schemas/common';
import { legacyResponse } from '../schemas/envelope';
import { loginDataSchema } from '../schemas/user';
import { endpointsOf, NOT_SHOWN } from './define';

const ep = endpointsOf('auth');
const chosen = { chosen: NOT_SHOWN };
const login = legacyResponse(loginDataSchema);

/** Scenes a one-time code is sent for. */
export type CodeScene = 'login' | 'register' | 'reset' | 'bind_phone' | 'bind_email' | 'deletion';

/** Signs in with a password, or (phone) with a one-time code sent for scene 'login'. */
export const loginWithPassword = ep<{ account: string; password?: string; code?: string; captcha_ticket?: string }>()('loginWithPassword', 'legacy', 'POST', '/m_api/user/login.php', login, chosen);
export const register = ep<{ account: string; code: string; password: string; invite_code?: string }>()('register', 'legacy', 'POST', '/m_api/user/register.php', login, chosen);
export const sendCode = ep<{ account: string; scene: CodeScene; captcha_ticket?: string }>()('sendCode', 'legacy', 'POST', '/m_api/user/send_code.php', legacyResponse(codeSentSchema), chosen);
/** repass.php */
export const resetPassword = ep<{ account: string; code: string; password: string }>()('resetPassword', 'legacy', 'POST', '/m_api/user/repass.php', legacyResponse(ackSchema), chosen);
/** The slider-puzzle image (310x155). */
export const getSlideCaptcha = ep<{ source: string }>()('getSlideCaptcha', 'legacy', 'GET', '/m_api/captcha/slide_image.php', legacyResponse(slideCaptchaSchema), chosen);
export const verifySlideCaptcha = ep<{ token: string; x: number }>()('verifySlideCaptcha', 'legacy', 'POST', '/m_api/captcha/verify.php', legacyResponse(captchaTicketSchema), chosen);
/** Account deletion is guarded by a captcha and a one-time code. */
export const sendDeletionCode = ep<{ captcha_ticket: string }>()('sendDeletionCode', 'legacy', 'POST', '/wap/api/user_center/deletion/send_code', legacyResponse(codeSentSchema), chosen);
export const deleteAccount = ep<{ code: string; captcha_ticket: string; reason?: string }>()('deleteAccount', 'legacy', 'POST', '/wap/api/user_center/deletion', legacyResponse(ackSchema), chosen);
export const logout = ep()('logout', 'legacy', 'POST', '/m_api/user/logout.php', legacyResponse(ackSchema), chosen);
/** Chinese tourists: automatic WeChat login. */
export const wechatAutoLogin = ep<{ code?: string }>()('wechatAutoLogin', 'legacy', 'POST', '/m_api/user/wechat_auto_login.php', login, chosen);
/** Bind phone: the dialog posts the phone, its code and the submit_param it was given. */
export const bindPhone = ep<{ phone: string; code: string; submit_param?: Readonly<Record<string, string | number>> }>()(
  'bindPhone', 'legacy', 'POST', '/m_api/user/bind_phone.php', legacyResponse(ackSchema), chosen,
);
/** Change the account's e-mail (/m/account/reset-email): the new address and the code sent to it for scene bind_email. */
export const bindEmail = ep<{ email: string; code: string }>()('bindEmail', 'legacy', 'POST', '/m_api/user/bind_email.php', legacyResponse(ackSchema), chosen);

export const authEndpoints = [
  loginWithPassword,
  register,
  sendCode,
  resetPassword,
  getSlideCaptcha,
  verifySlideCaptcha,
  sendDeletionCode,
  deleteAccount,
  logout,
  wechatAutoLogin,
  bindPhone,
  bindEmail,
] as const;
