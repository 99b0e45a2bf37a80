import { countGraphemes } from '../../../src/format/text';
import { isValid } from '../../../src/validation';
import { tick } from '../clock';
import { fail, isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import type { AccountRecord } from './accountSlice';
import { requireAccount } from './accountOps';

const LOCALES = ['th_TH', 'en_US', 'zh_CN'] as const;
/** The longest nickname, in characters as a reader counts them (Thai marks do not count apart). */
export const MAX_NICKNAME = 30;
/** The longest feedback text. */
export const MAX_FEEDBACK = 500;

const MESSAGES = {
  nickname: { th: 'ชื่อเล่นต้องมี 1–30 ตัวอักษร', en: 'A nickname has 1 to 30 characters.', zh: '昵称为1至30个字符。' },
  email: { th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'That e-mail address is not valid.', zh: '邮箱格式不正确' },
  birthday: { th: 'วันเกิดไม่ถูกต้อง', en: 'That birthday is not a valid date.', zh: '生日日期无效。' },
  language: { th: 'ไม่รองรับภาษานี้', en: 'That language is not offered.', zh: '不支持该语言。' },
  feedback: { th: 'กรุณากรอกความคิดเห็น (ไม่เกิน 500 ตัวอักษร)', en: 'Write your feedback (up to 500 characters).', zh: '请填写反馈（不超过500字）。' },
  score: { th: 'คะแนนต้องอยู่ระหว่าง 0–10', en: 'The score is from 0 to 10.', zh: '评分须在0到10之间。' },
  chatId: { th: 'รหัสแชทไม่ถูกต้อง', en: 'That chat id is not valid.', zh: '聊天ID无效。' },
} as const;

function validBirthday(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function updateProfile(
  state: ShopState,
  input: { username?: string; email?: string; avatar?: string; birthday?: string },
): ShopOutcome<AccountRecord> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  const username = input.username?.trim();
  if (username !== undefined && (username === '' || countGraphemes(username) > MAX_NICKNAME)) return fail(1, MESSAGES.nickname);
  const email = input.email?.trim();
  if (email !== undefined && email !== '' && !isValid('email', email)) return fail(1, MESSAGES.email);
  if (input.birthday !== undefined && input.birthday !== '' && !validBirthday(input.birthday)) return fail(1, MESSAGES.birthday);
  if (username !== undefined) record.user.username = username;
  if (email !== undefined) record.user.email = email === '' ? null : email.toLowerCase();
  if (input.avatar !== undefined && input.avatar.startsWith('/')) record.user.avatar = input.avatar;
  tick(state.clock);
  return record;
}

/** `081****678`: the first three and last three digits. */
export function maskPhone(phone: string | null | undefined): string | null {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-3)}` : null;
}

/** `p***@example.co.th`: the first letter and the domain. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function settingsOf(record: AccountRecord) {
  return { ...record.settings, bound_phone: maskPhone(record.user.phone), bound_email: maskEmail(record.user.email) };
}

export function updateSettings(
  state: ShopState,
  input: { notify_promotion?: string; notify_order?: string; language?: string },
): ShopOutcome<ReturnType<typeof settingsOf>> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  if (input.language !== undefined && !(LOCALES as readonly string[]).includes(input.language)) return fail(1, MESSAGES.language);
  type Flag = AccountRecord['settings']['notify_order'];
  const flag = (value: string | undefined, current: Flag): Flag => (value === undefined ? current : value === '1' || value === 'true' ? 1 : 0);
  record.settings = {
    notify_promotion: flag(input.notify_promotion, record.settings.notify_promotion),
    notify_order: flag(input.notify_order, record.settings.notify_order),
    language: input.language ?? record.settings.language,
  };
  tick(state.clock);
  return settingsOf(record);
}

export function sendFeedback(state: ShopState, input: { content?: string }): ShopOutcome<null> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  const text = (input.content ?? '').trim();
  if (text === '' || countGraphemes(text) > MAX_FEEDBACK) return fail(1, MESSAGES.feedback);
  record.feedback.push({ kind: 'feedback', text, score: null, at: tick(state.clock) });
  if (record.feedback.length > 50) record.feedback.shift();
  return null;
}

export function sendNps(state: ShopState, input: { score?: string; comment?: string }): ShopOutcome<null> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  const score = Number(input.score);
  if (!Number.isInteger(score) || score < 0 || score > 10) return fail(1, MESSAGES.score);
  record.feedback.push({ kind: 'nps', text: (input.comment ?? '').trim().slice(0, MAX_FEEDBACK), score, at: tick(state.clock) });
  if (record.feedback.length > 50) record.feedback.shift();
  return null;
}

export function saveChatId(state: ShopState, input: { chat_id?: string }): ShopOutcome<null> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  const chatId = (input.chat_id ?? '').trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(chatId)) return fail(1, MESSAGES.chatId);
  record.user.chat_id = chatId;
  tick(state.clock);
  return null;
}
