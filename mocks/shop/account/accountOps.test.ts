import { describe, expect, it } from 'vitest';
import { buildShopState } from '../buildShopState';
import { isFailure, type ShopFailure } from '../failure';
import { ACCOUNT_IDS } from '../seedNames';
import { DEMO_ACCOUNTS } from './accountSlice';
import {
  bindEmail,
  bindPhone,
  changePassword,
  currentAccount,
  deleteAccount,
  login,
  logout,
  register,
  resetPassword,
  saveCard,
  sendCode,
  wechatAutoLogin,
} from './accountOps';
import { maskEmail, maskPhone, sendFeedback, sendNps, settingsOf, updateProfile, updateSettings } from './profileOps';

const failed = (value: unknown): ShopFailure => {
  if (!isFailure(value)) throw new Error(`expected a refusal, got ${JSON.stringify(value)}`);
  return value;
};

describe('signing in', () => {
  it('the demo shopper signs in by phone or by e-mail in any case', () => {
    const state = buildShopState('guest');
    expect(currentAccount(state)).toBeUndefined();
    login(state, { account: DEMO_ACCOUNTS.shopper.phone, password: DEMO_ACCOUNTS.shopper.password });
    expect(state.account.session.userId).toBe(ACCOUNT_IDS.shopper);
    logout(state);
    login(state, { account: 'PLOY.SIRIWAN@example.co.th', password: DEMO_ACCOUNTS.shopper.password });
    expect(state.account.session.userId).toBe(ACCOUNT_IDS.shopper);
  });

  it('the demo merchant signs in', () => {
    const state = buildShopState('guest');
    login(state, { account: DEMO_ACCOUNTS.merchant.phone, password: DEMO_ACCOUNTS.merchant.password });
    expect(currentAccount(state)?.merchant).toBe(true);
  });

  it('signs in with a one-time code (any six digits) instead of the password', () => {
    const state = buildShopState('guest');
    expect(failed(login(state, { account: DEMO_ACCOUNTS.shopper.phone, code: '12ab' })).text('en_US')).toBe('The verification code is not right.');
    expect(state.account.session.userId).toBeNull();
    login(state, { account: DEMO_ACCOUNTS.shopper.phone, code: '123456' });
    expect(state.account.session.userId).toBe(ACCOUNT_IDS.shopper);
  });

  it('refuses a wrong password, an unknown account and a malformed one, each with its message', () => {
    const state = buildShopState('guest');
    expect(failed(login(state, { account: DEMO_ACCOUNTS.shopper.phone, password: 'nope' })).text('en_US')).toBe('The password is not right.');
    expect(failed(login(state, { account: '0800000000', password: 'x' })).text('en_US')).toMatch(/No account/);
    expect(failed(login(state, { account: '12345', password: 'x' })).text('zh_CN')).toBe('请输入正确的手机号或邮箱。');
    expect(state.account.session.userId).toBeNull();
  });

  it('registers a Thai phone with any six-digit code and a password of six or more, then signs it in', () => {
    const state = buildShopState('guest');
    failed(register(state, { account: '812345678', code: '123456', password: 'secret1' }));
    expect(failed(register(state, { account: DEMO_ACCOUNTS.shopper.phone, code: '123456', password: 'secret1' })).text('en_US')).toMatch(/already/);
    failed(register(state, { account: '0855555555', code: '12345', password: 'secret1' }));
    failed(register(state, { account: '0855555555', code: '123456', password: '  12345 ' }));
    const record = register(state, { account: '0855555555', code: '654321', password: 'secret1' });
    expect(isFailure(record)).toBe(false);
    expect(state.account.session.userId).toBe(900_201);
    logout(state);
    login(state, { account: '0855555555', password: 'secret1' });
    expect(state.account.session.userId).toBe(900_201);
  });

  it('resets a password with a code; the old one stops working', () => {
    const state = buildShopState('guest');
    expect(sendCode(state, { account: DEMO_ACCOUNTS.shopper.phone, scene: 'reset' })).toEqual({ sent: 1, resend_after: 60 });
    failed(sendCode(state, { account: '0800000000', scene: 'reset' }));
    failed(sendCode(state, { account: DEMO_ACCOUNTS.shopper.phone, scene: 'register' }));
    resetPassword(state, { account: DEMO_ACCOUNTS.shopper.phone, code: '000000', password: 'newpass1' });
    failed(login(state, { account: DEMO_ACCOUNTS.shopper.phone, password: DEMO_ACCOUNTS.shopper.password }));
    login(state, { account: DEMO_ACCOUNTS.shopper.phone, password: 'newpass1' });
    expect(state.account.session.userId).toBe(ACCOUNT_IDS.shopper);
  });

  it('changes a password only with the old one, and never to the same', () => {
    const state = buildShopState('shopper');
    failed(changePassword(state, { old_password: 'wrong', new_password: 'another1' }));
    failed(changePassword(state, { old_password: DEMO_ACCOUNTS.shopper.password, new_password: DEMO_ACCOUNTS.shopper.password }));
    expect(changePassword(state, { old_password: DEMO_ACCOUNTS.shopper.password, new_password: 'another1' })).toBeNull();
    expect(failed(changePassword(buildShopState('guest'), { old_password: 'a', new_password: 'b' })).code).toBe(401);
  });

  it('deletes an account only with a captcha ticket and a code; it can no longer sign in', () => {
    const state = buildShopState('shopper');
    expect(failed(deleteAccount(state, { code: '123456' })).code).toBe(10002);
    failed(deleteAccount(state, { code: 'abc', captcha_ticket: 't' }));
    deleteAccount(state, { code: '123456', captcha_ticket: 't' });
    expect(state.account.session.userId).toBeNull();
    failed(login(state, { account: DEMO_ACCOUNTS.shopper.phone, password: DEMO_ACCOUNTS.shopper.password }));
  });

  it('signs a Chinese tourist in with WeChat', () => {
    const state = buildShopState('guest');
    wechatAutoLogin(state);
    expect(state.account.session.userId).toBe(ACCOUNT_IDS.tourist);
  });

  it('binds a phone no other account uses', () => {
    const state = buildShopState('tourist');
    failed(bindPhone(state, { phone: DEMO_ACCOUNTS.shopper.phone, code: '123456' }));
    bindPhone(state, { phone: '0822222222', code: '123456' });
    expect(currentAccount(state)?.user.phone).toBe('0822222222');
  });

  it('changes the e-mail with a code to an address no other account uses; the new one signs in', () => {
    const state = buildShopState('shopper');
    failed(sendCode(state, { account: 'not-an-email', scene: 'bind_email' }));
    failed(sendCode(state, { account: 'xiaomei.wang@example.cn', scene: 'bind_email' }));
    expect(sendCode(state, { account: 'ploy.new@example.co.th', scene: 'bind_email' })).toEqual({ sent: 1, resend_after: 60 });
    failed(bindEmail(state, { email: 'ploy.new@example.co.th', code: '12' }));
    failed(bindEmail(state, { email: 'XIAOMEI.WANG@example.cn', code: '123456' }));
    expect(bindEmail(state, { email: ' Ploy.New@example.co.th ', code: '123456' })).toBeNull();
    expect(currentAccount(state)?.user.email).toBe('ploy.new@example.co.th');
    logout(state);
    failed(login(state, { account: 'ploy.siriwan@example.co.th', password: DEMO_ACCOUNTS.shopper.password }));
    login(state, { account: 'ploy.new@example.co.th', password: DEMO_ACCOUNTS.shopper.password });
    expect(state.account.session.userId).toBe(ACCOUNT_IDS.shopper);
    expect(failed(bindEmail(buildShopState('guest'), { email: 'a@example.com', code: '123456' })).code).toBe(401);
  });

  it('keeps a card token and its last four digits once', () => {
    const state = buildShopState('newShopper');
    saveCard(state, { token: 'tok_1', last4: '4242424242424242', brand: 'visa' });
    saveCard(state, { token: 'tok_1', last4: '4242', brand: 'visa' });
    expect(currentAccount(state)?.cards).toEqual([{ token: 'tok_1', last4: '4242', brand: 'visa' }]);
  });
});

describe('profile and settings', () => {
  it('updates a nickname, e-mail and birthday, refusing bad ones', () => {
    const state = buildShopState('shopper');
    failed(updateProfile(state, { username: '   ' }));
    failed(updateProfile(state, { username: 'ก'.repeat(31) }));
    failed(updateProfile(state, { email: 'not-an-email' }));
    failed(updateProfile(state, { birthday: '1995-02-30' }));
    updateProfile(state, { username: 'พลอยใส', email: 'Ploy@Example.co.th', birthday: '1995-02-28' });
    expect(currentAccount(state)?.user).toMatchObject({ username: 'พลอยใส', email: 'ploy@example.co.th' });
  });

  it('masks the bound phone and e-mail, and saves the notification and language choices', () => {
    expect(maskPhone('0812345678')).toBe('081****678');
    expect(maskEmail('ploy.siriwan@example.co.th')).toBe('p***@example.co.th');
    const state = buildShopState('shopper');
    failed(updateSettings(state, { language: 'fr_FR' }));
    updateSettings(state, { notify_promotion: '0', language: 'en_US' });
    const record = currentAccount(state);
    expect(record && settingsOf(record)).toEqual({
      notify_promotion: 0,
      notify_order: 1,
      language: 'en_US',
      bound_phone: '081****678',
      bound_email: 'p***@example.co.th',
    });
  });

  it('keeps feedback and NPS answers, refusing empty text and scores outside 0–10', () => {
    const state = buildShopState('shopper');
    failed(sendFeedback(state, { content: '  ' }));
    failed(sendNps(state, { score: '11' }));
    sendFeedback(state, { content: 'ส่งไวมาก' });
    sendNps(state, { score: '9', comment: 'ดี' });
    expect(currentAccount(state)?.feedback.map((entry) => [entry.kind, entry.score])).toEqual([
      ['feedback', null],
      ['nps', 9],
    ]);
  });
});
