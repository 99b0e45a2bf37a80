import { SKIN_TYPES } from '../../../src/api/schemas/beautyProfile';
import { GENDERS } from '../../../src/api/schemas/user';
import { countGraphemes } from '../../../src/format/text';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS } from '../../../src/api/schemas/help';
import { objectUrl } from '../booking/storageOps';
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
export const MAX_FEEDBACK = FEEDBACK_LIMITS.text;

const MESSAGES = {
  nickname: { th: 'ชื่อเล่นต้องมี 1–30 ตัวอักษร', en: 'A nickname has 1 to 30 characters.', zh: '昵称为1至30个字符。' },
  email: { th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'That e-mail address is not valid.', zh: '邮箱格式不正确' },
  birthday: { th: 'วันเกิดไม่ถูกต้อง', en: 'That birthday is not a valid date.', zh: '生日日期无效。' },
  gender: { th: 'ไม่มีตัวเลือกเพศนี้', en: 'That gender is not one of the choices.', zh: '性别选项无效。' },
  skinType: { th: 'ไม่มีประเภทผิวนี้', en: 'That skin type is not one of the choices.', zh: '肤质选项无效。' },
  avatar: { th: 'ไม่พบรูปโปรไฟล์ที่อัปโหลด', en: 'That profile photo was not uploaded to the shop.', zh: '未找到上传的头像。' },
  language: { th: 'ไม่รองรับภาษานี้', en: 'That language is not offered.', zh: '不支持该语言。' },
  feedback: { th: 'กรุณากรอกความคิดเห็น (ไม่เกิน 500 ตัวอักษร)', en: 'Write your feedback (up to 500 characters).', zh: '请填写反馈（不超过500字）。' },
  category: { th: 'กรุณาเลือกหัวข้อความคิดเห็น', en: 'Choose what your feedback is about.', zh: '请选择反馈类型。' },
  images: { th: 'แนบรูปได้ไม่เกิน 3 รูป และต้องอัปโหลดเสร็จแล้ว', en: 'Attach up to 3 photos, each fully uploaded.', zh: '最多附 3 张已上传完成的照片。' },
  score: { th: 'คะแนนต้องอยู่ระหว่าง 0–10', en: 'The score is from 0 to 10.', zh: '评分须在0到10之间。' },
  npsAnswered: { th: 'คุณตอบแบบสอบถามนี้แล้ว ขอบคุณค่ะ', en: 'You have already answered this survey. Thank you.', zh: '您已回答过此问卷，谢谢。' },
  chatId: { th: 'รหัสแชทไม่ถูกต้อง', en: 'That chat id is not valid.', zh: '聊天ID无效。' },
} as const;

/** A profile photo: a path of the shop, or the address of a file this account uploaded (the storage record). */
function knownAvatar(state: ShopState, record: AccountRecord, avatar: string): boolean {
  if (avatar.startsWith('/') && !avatar.startsWith('//')) return true;
  return state.booking.storage.uploads.some((upload) => upload.user_id === record.user.id && objectUrl(upload.path) === avatar);
}

function validBirthday(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function updateProfile(
  state: ShopState,
  input: { username?: string; email?: string; avatar?: string; birthday?: string; gender?: string; skin_type?: string },
): ShopOutcome<AccountRecord> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  const username = input.username?.trim();
  if (username !== undefined && (username === '' || countGraphemes(username) > MAX_NICKNAME)) return fail(1, MESSAGES.nickname);
  const email = input.email?.trim();
  if (email !== undefined && email !== '' && !isValid('email', email)) return fail(1, MESSAGES.email);
  if (input.birthday !== undefined && input.birthday !== '' && !validBirthday(input.birthday)) return fail(1, MESSAGES.birthday);
  if (input.gender !== undefined && input.gender !== '' && !(GENDERS as readonly string[]).includes(input.gender)) return fail(1, MESSAGES.gender);
  if (input.skin_type !== undefined && input.skin_type !== '' && !(SKIN_TYPES as readonly string[]).includes(input.skin_type)) return fail(1, MESSAGES.skinType);
  if (input.avatar !== undefined && input.avatar !== '' && !knownAvatar(state, record, input.avatar)) return fail(1, MESSAGES.avatar);
  if (username !== undefined) record.user.username = username;
  if (email !== undefined) record.user.email = email === '' ? null : email.toLowerCase();
  if (input.avatar !== undefined) record.user.avatar = input.avatar === '' ? null : input.avatar;
  if (input.birthday !== undefined) record.user.birthday = input.birthday === '' ? null : input.birthday;
  if (input.gender !== undefined) record.user.gender = input.gender === '' ? null : input.gender;
  if (input.skin_type !== undefined) record.user.skin_type = input.skin_type === '' ? null : input.skin_type;
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

/** At most 50 entries per account: the oldest feedback goes first (the NPS answer is kept, it is remembered). */
function keepFeedbackBounded(record: AccountRecord): void {
  if (record.feedback.length <= 50) return;
  const oldest = record.feedback.findIndex((entry) => entry.kind === 'feedback');
  record.feedback.splice(oldest >= 0 ? oldest : 0, 1);
}

/**
 * Feedback: its text (required, up to 500 characters), an optional category of FEEDBACK_CATEGORIES
 * and up to three photos, each a path this shop recorded (an upload that finished).
 */
export function sendFeedback(state: ShopState, input: { content?: string; category?: string; images?: readonly string[] }): ShopOutcome<null> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  const text = (input.content ?? '').trim();
  if (text === '' || countGraphemes(text) > MAX_FEEDBACK) return fail(1, MESSAGES.feedback);
  const category = input.category;
  if (category !== undefined && !(FEEDBACK_CATEGORIES as readonly string[]).includes(category)) return fail(1, MESSAGES.category);
  const images = input.images ?? [];
  const recorded = new Set(state.booking.storage.uploads.map((upload) => upload.path));
  if (images.length > FEEDBACK_LIMITS.photos || images.some((path) => !recorded.has(path))) return fail(1, MESSAGES.images);
  record.feedback.push({ kind: 'feedback', text, score: null, at: tick(state.clock), ...(category !== undefined ? { category } : {}), images: [...images] });
  keepFeedbackBounded(record);
  return null;
}

/** The account's NPS answer, if it gave one (the survey takes one answer per account). */
export function npsAnswerOf(record: AccountRecord) {
  return record.feedback.find((entry) => entry.kind === 'nps');
}

/** Whether the signed-in account answered the NPS survey, with its score and when. */
export function npsStatusOf(state: ShopState): ShopOutcome<{ answered: 0 | 1; score: number | null; answered_at: string | null }> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  const answer = npsAnswerOf(record);
  return answer ? { answered: 1, score: answer.score, answered_at: answer.at } : { answered: 0, score: null, answered_at: null };
}

/** The NPS answer: a whole score 0–10 and an optional comment; a second answer is refused. */
export function sendNps(state: ShopState, input: { score?: string; comment?: string }): ShopOutcome<null> {
  const record = requireAccount(state);
  if (isFailure(record)) return record;
  if (npsAnswerOf(record)) return fail(1, MESSAGES.npsAnswered);
  const score = input.score === undefined || input.score.trim() === '' ? Number.NaN : Number(input.score);
  if (!Number.isInteger(score) || score < 0 || score > 10) return fail(1, MESSAGES.score);
  record.feedback.push({ kind: 'nps', text: (input.comment ?? '').trim().slice(0, MAX_FEEDBACK), score, at: tick(state.clock) });
  keepFeedbackBounded(record);
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
