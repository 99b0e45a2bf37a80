import type { z } from 'zod';
import type { bloggerMessageSchema, bloggerProgrammeSchema } from '../../../src/api/schemas/blogger';
import { FIXED_DATES, pickText, type MockLocale, type Trilingual } from '../../fixtures/locale';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId } from './account';

type Message = z.input<typeof bloggerMessageSchema>;

/** The programme's current announcement (the popup of /m/blogger and the first message). */
const ANNOUNCEMENT = {
  id: 'A-2025-03',
  title: { th: 'แคมเปญสงกรานต์: รับเงินคืน 8%', en: 'Songkran campaign: 8% cashback', zh: '宋干节活动：8% 返现' },
  body: {
    th: 'โพสต์รีวิวสินค้ากันแดดตั้งแต่วันนี้ถึง 15 เมษายน รับเงินคืน 8% จากทุกยอดขายผ่านลิงก์ของคุณ',
    en: 'Post a sunscreen review by 15 April and earn 8% cashback on every sale through your link.',
    zh: '4月15日前发布防晒产品测评，通过您的链接成交的每一单均可获得8%返现。',
  },
} as const;

/** The programme's public facts: at least 1,000 followers, 5% cashback, the announcement. */
export function bloggerProgramme(locale: MockLocale): z.input<typeof bloggerProgrammeSchema> {
  return {
    min_followers: 1_000,
    cashback_rate: 5,
    announcement: { id: ANNOUNCEMENT.id, title: pickText(ANNOUNCEMENT.title, locale), body: pickText(ANNOUNCEMENT.body, locale) },
  };
}

const RECEIVED: Trilingual = { th: 'เราได้รับใบสมัครของคุณแล้ว', en: 'We received your application', zh: '我们已收到您的申请' };
const RECEIVED_BODY: Trilingual = {
  th: 'ทีมงานจะตรวจสอบภายใน 7 วันทำการ และแจ้งผลในหน้านี้',
  en: 'Our team reviews it within 7 working days and tells you the result here.',
  zh: '我们将在7个工作日内审核，并在此通知您结果。',
};
const RESULT: Record<'approved' | 'rejected', Trilingual> = {
  approved: { th: 'ใบสมัครของคุณได้รับการอนุมัติ', en: 'Your application was approved', zh: '您的申请已通过' },
  rejected: { th: 'ใบสมัครของคุณไม่ผ่านการพิจารณา', en: 'Your application was not approved', zh: '您的申请未通过' },
};

/**
 * getBloggerMessages: the signed-in user's messages from the programme, newest first: the
 * announcement, the result (approved or rejected, with the programme's note) and the receipt of the
 * application. Someone who never applied has only the announcement. A guest gets 401.
 */
export function bloggerMessages(state: ShopState, locale: MockLocale): ShopOutcome<{ list: Message[] }> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const record = state.social.blogger[userId];
  const list: Message[] = [
    { id: ANNOUNCEMENT.id, kind: 'announcement', title: pickText(ANNOUNCEMENT.title, locale), body: pickText(ANNOUNCEMENT.body, locale), created_at: FIXED_DATES.yesterday, read: 0 },
  ];
  if (record && record.status !== 'applying') {
    list.push({
      id: `R-${userId}`,
      kind: 'result',
      title: pickText(RESULT[record.status], locale),
      body: record.message ? pickText(record.message, locale) : '',
      created_at: FIXED_DATES.lastWeek,
      read: 1,
    });
  }
  if (record) list.push({ id: `S-${userId}`, kind: 'notice', title: pickText(RECEIVED, locale), body: pickText(RECEIVED_BODY, locale), created_at: record.applied_at, read: 1 });
  return { list };
}
