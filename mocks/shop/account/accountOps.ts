import { isValid } from '../../../src/validation';
import { tick } from '../clock';
import { fail, isFailure, needsLogin, type ShopOutcome } from '../failure';
import { newId } from '../ids';
import type { ShopState } from '../state';
import type { AccountRecord, SavedCard } from './accountSlice';

/** A one-time code (SMS or e-mail) the mock accepts: any six digits. */
export const CODE_PATTERN = /^[0-9]{6}$/;
/** Seconds before another code may be asked for. */
export const RESEND_AFTER_SECONDS = 60;

const MESSAGES = {
  badAccount: { th: 'กรุณากรอกเบอร์โทรศัพท์หรืออีเมลให้ถูกต้อง', en: 'Enter a valid phone number or e-mail address.', zh: '请输入正确的手机号或邮箱。' },
  unknownAccount: { th: 'ไม่พบบัญชีนี้', en: 'No account uses this phone number or e-mail.', zh: '该账号不存在。' },
  wrongPassword: { th: 'รหัสผ่านไม่ถูกต้อง', en: 'The password is not right.', zh: '密码错误。' },
  badCode: { th: 'รหัสยืนยันไม่ถูกต้อง', en: 'The verification code is not right.', zh: '验证码错误。' },
  shortPassword: { th: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร', en: 'The password needs at least 6 characters.', zh: '密码不能少于6位。' },
  badPhone: { th: 'เบอร์โทรศัพท์ต้องขึ้นต้นด้วย 0 และมี 10 หลัก', en: 'A phone number is 0 followed by 9 digits.', zh: '手机号格式不正确。' },
  taken: { th: 'บัญชีนี้ลงทะเบียนแล้ว', en: 'This account is already registered.', zh: '该账号已注册。' },
  samePassword: { th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสเดิม', en: 'The new password must differ from the old one.', zh: '新密码不能与旧密码相同。' },
  noWechat: { th: 'ไม่สามารถเข้าสู่ระบบด้วย WeChat ได้', en: 'WeChat sign-in is not available for this visit.', zh: '微信授权登录失败。' },
  badEmail: { th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'That e-mail address is not valid.', zh: '邮箱格式不正确' },
} as const;

/** Phone (Thai 0 + 9 digits) or e-mail, as the login and code forms take it. */
function normaliseAccount(account: string | undefined): string | undefined {
  const value = (account ?? '').trim();
  if (isValid('tel', value)) return value;
  if (isValid('email', value)) return value.toLowerCase();
  return undefined;
}

function findAccount(state: ShopState, account: string): AccountRecord | undefined {
  return state.account.accounts.find(
    (record) => !record.deleted && (record.user.phone === account || (record.user.email ?? '').toLowerCase() === account),
  );
}

/** The signed-in account, if any. */
export function currentAccount(state: ShopState): AccountRecord | undefined {
  const id = state.account.session.userId;
  return id === null ? undefined : state.account.accounts.find((record) => record.user.id === id && !record.deleted);
}

/** The signed-in account, or the 401 a guest gets. */
export function requireAccount(state: ShopState): ShopOutcome<AccountRecord> {
  return currentAccount(state) ?? needsLogin();
}

export function isLoggedIn(state: ShopState): boolean {
  return currentAccount(state) !== undefined;
}

/** Called with the account that just signed in (the guest cart joins the account's cart). */
export type SignInHook = (state: ShopState, userId: number) => void;
const signInHooks: SignInHook[] = [];

/** Slices that move a guest's things to the account at sign-in register here. */
export function onSignIn(hook: SignInHook): void {
  if (!signInHooks.includes(hook)) signInHooks.push(hook);
}

function signIn(state: ShopState, record: AccountRecord): AccountRecord {
  const wasGuest = state.account.session.userId === null;
  state.account.session.userId = record.user.id;
  tick(state.clock);
  if (wasGuest) for (const hook of signInHooks) hook(state, record.user.id);
  return record;
}

/** Signs in with the password, or with a one-time code (any six digits) when a code is sent instead. */
export function login(state: ShopState, input: { account?: string; password?: string; code?: string }): ShopOutcome<AccountRecord> {
  const account = normaliseAccount(input.account);
  if (!account) return fail(1, MESSAGES.badAccount);
  const record = findAccount(state, account);
  if (!record) return fail(1, MESSAGES.unknownAccount);
  if (input.code !== undefined) {
    if (!CODE_PATTERN.test(input.code)) return fail(1, MESSAGES.badCode);
  } else if (record.password !== (input.password ?? '')) {
    return fail(1, MESSAGES.wrongPassword);
  }
  return signIn(state, record);
}

/** Sends a code (any six digits are then accepted): refused for an account that is not a phone or e-mail. */
export function sendCode(state: ShopState, input: { account?: string; scene?: string }): ShopOutcome<{ sent: 1; resend_after: number }> {
  if (input.scene === 'deletion' || input.scene === 'bind_phone') {
    const signedIn = requireAccount(state);
    if (isFailure(signedIn)) return signedIn;
  } else if (input.scene === 'bind_email') {
    const signedIn = requireAccount(state);
    if (isFailure(signedIn)) return signedIn;
    const email = newEmail(state, signedIn, input.account);
    if (isFailure(email)) return email;
  } else {
    const account = normaliseAccount(input.account);
    if (!account) return fail(1, MESSAGES.badAccount);
    if ((input.scene === 'reset' || input.scene === 'login') && !findAccount(state, account)) return fail(1, MESSAGES.unknownAccount);
    if (input.scene === 'register' && findAccount(state, account)) return fail(1, MESSAGES.taken);
  }
  tick(state.clock);
  return { sent: 1, resend_after: RESEND_AFTER_SECONDS };
}

function checkPassword(password: string | undefined): ShopOutcome<string> {
  const value = password ?? '';
  return isValid('min6', value) ? value : fail(1, MESSAGES.shortPassword);
}

export function register(state: ShopState, input: { account?: string; code?: string; password?: string }): ShopOutcome<AccountRecord> {
  const phone = (input.account ?? '').trim();
  if (!isValid('tel', phone)) return fail(1, MESSAGES.badPhone);
  if (findAccount(state, phone)) return fail(1, MESSAGES.taken);
  if (!CODE_PATTERN.test(input.code ?? '')) return fail(1, MESSAGES.badCode);
  const password = checkPassword(input.password);
  if (isFailure(password)) return password;
  const id = newId(state, 'user', 900_201);
  if (isFailure(id)) return id;
  const record: AccountRecord = {
    user: { id, username: `user${phone.slice(-4)}`, email: null, phone, chat_id: null, is_new: 1, is_new_uid: 1, avatar: null, level: 1 },
    password,
    wechat: false,
    merchant: false,
    settings: { notify_promotion: 1, notify_order: 1, language: 'th_TH' },
    addresses: [],
    cards: [],
    deleted: false,
    feedback: [],
  };
  state.account.accounts.push(record);
  return signIn(state, record);
}

export function resetPassword(state: ShopState, input: { account?: string; code?: string; password?: string }): ShopOutcome<null> {
  const account = normaliseAccount(input.account);
  if (!account) return fail(1, MESSAGES.badAccount);
  const record = findAccount(state, account);
  if (!record) return fail(1, MESSAGES.unknownAccount);
  if (!CODE_PATTERN.test(input.code ?? '')) return fail(1, MESSAGES.badCode);
  const password = checkPassword(input.password);
  if (isFailure(password)) return password;
  record.password = password;
  tick(state.clock);
  return null;
}

export function changePassword(state: ShopState, input: { old_password?: string; new_password?: string }): ShopOutcome<null> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  if (record.password !== (input.old_password ?? '')) return fail(1, MESSAGES.wrongPassword);
  const password = checkPassword(input.new_password);
  if (isFailure(password)) return password;
  if (password === record.password) return fail(1, MESSAGES.samePassword);
  record.password = password;
  tick(state.clock);
  return null;
}

export function logout(state: ShopState): null {
  state.account.session.userId = null;
  tick(state.clock);
  return null;
}

/** Account deletion (guarded by a captcha ticket and a code): the account is closed and signed out. */
export function deleteAccount(state: ShopState, input: { code?: string; captcha_ticket?: string }): ShopOutcome<null> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  if (!CODE_PATTERN.test(input.code ?? '')) return fail(1, MESSAGES.badCode);
  if (!input.captcha_ticket) return fail(10002, { th: 'กรุณายืนยันตัวตน', en: 'Please complete the verification.', zh: '请先完成验证。' });
  record.deleted = true;
  return logout(state);
}

/** Automatic WeChat login for a Chinese tourist (spec §4): signs the tourist account in. */
export function wechatAutoLogin(state: ShopState): ShopOutcome<AccountRecord> {
  const record = state.account.accounts.find((candidate) => candidate.wechat && !candidate.deleted);
  if (!record) return fail(1, MESSAGES.noWechat);
  return signIn(state, record);
}

export function bindPhone(state: ShopState, input: { phone?: string; code?: string }): ShopOutcome<null> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  const phone = (input.phone ?? '').trim();
  if (!isValid('tel', phone)) return fail(1, MESSAGES.badPhone);
  if (!CODE_PATTERN.test(input.code ?? '')) return fail(1, MESSAGES.badCode);
  const other = findAccount(state, phone);
  if (other && other !== record) return fail(1, MESSAGES.taken);
  record.user.phone = phone;
  tick(state.clock);
  return null;
}

/** An e-mail address the account may take: valid, and no other account's (lower case). */
function newEmail(state: ShopState, record: AccountRecord, value: string | undefined): ShopOutcome<string> {
  const email = (value ?? '').trim().toLowerCase();
  if (!isValid('email', email)) return fail(1, MESSAGES.badEmail);
  const other = findAccount(state, email);
  return other && other !== record ? fail(1, MESSAGES.taken) : email;
}

/** Changes the account's e-mail to a new address with the code sent to it (scene bind_email). */
export function bindEmail(state: ShopState, input: { email?: string; code?: string }): ShopOutcome<null> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  const email = newEmail(state, record, input.email);
  if (isFailure(email)) return email;
  if (!CODE_PATTERN.test(input.code ?? '')) return fail(1, MESSAGES.badCode);
  record.user.email = email;
  tick(state.clock);
  return null;
}

/** Keeps a card the vault tokenised (token and last four digits only); the same token once. */
export function saveCard(state: ShopState, card: SavedCard): void {
  const record = currentAccount(state);
  if (!record || record.cards.some((saved) => saved.token === card.token)) return;
  record.cards.push({ token: card.token, last4: card.last4.slice(-4), brand: card.brand });
}
