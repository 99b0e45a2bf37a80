import type { z } from 'zod';
import type { bloggerProgressSchema } from '../../../src/api/schemas/userCenter';
import { pickText, type MockLocale } from '../../fixtures/locale';
import { tick } from '../clock';
import { isFailure, type ShopOutcome } from '../failure';
import type { ShopState } from '../state';
import { signedInId } from './account';
import { BLOGGER_FORM_URL, type BloggerRecord } from './bloggerRecords';
import { invalid, refuse } from './socialFailures';

/** The platforms a blogger may apply with. */
export const BLOGGER_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'facebook', 'xiaohongshu', 'blog'] as const;

/** A user's blogger progress, as getBloggerProgress answers it (status none before applying). */
export function bloggerProgress(state: ShopState, userId: number, locale: MockLocale): z.input<typeof bloggerProgressSchema> {
  const record = state.social.blogger[userId];
  if (!record) return { status: 'none', cashback_total: 0, message: null, form_url: BLOGGER_FORM_URL };
  return {
    status: record.status,
    cashback_total: record.cashback_total,
    message: record.message ? pickText(record.message, locale) : null,
    form_url: BLOGGER_FORM_URL,
  };
}

/** The signed-in user's blogger progress, or the 401 a guest gets. */
export function myBloggerProgress(state: ShopState, locale: MockLocale): ShopOutcome<z.input<typeof bloggerProgressSchema>> {
  const userId = signedInId(state);
  return isFailure(userId) ? userId : bloggerProgress(state, userId, locale);
}

const MESSAGES = {
  badPlatform: { th: 'กรุณาเลือกแพลตฟอร์ม', en: 'Choose the platform you publish on.', zh: '请选择发布平台。' },
  badProfile: { th: 'กรุณาใส่ลิงก์โปรไฟล์ที่ขึ้นต้นด้วย https://', en: 'Enter your profile link, starting with https://.', zh: '请填写以 https:// 开头的主页链接。' },
  badFollowers: { th: 'กรุณาใส่จำนวนผู้ติดตามเป็นตัวเลข', en: 'Enter your follower count as a whole number.', zh: '请填写粉丝数（整数）。' },
} as const;

/** What applyBlogger takes. */
export interface BloggerApplication {
  readonly platform?: string;
  readonly profile_url?: string;
  readonly followers?: number;
}

/**
 * applyBlogger: the signed-in user applies to the blogger programme; one application at a time.
 * A rejected applicant may apply again (the earlier cashback stays). Refused: a guest (401); an
 * unknown platform, a profile link that is not https or a follower count that is not a whole
 * number ≥ 0 (errcode 1); an application still being reviewed (4131); an approved blogger (4132).
 */
export function applyBlogger(state: ShopState, input: BloggerApplication): ShopOutcome<BloggerRecord> {
  const userId = signedInId(state);
  if (isFailure(userId)) return userId;
  const current = state.social.blogger[userId];
  if (current?.status === 'applying') return refuse('bloggerPending');
  if (current?.status === 'approved') return refuse('bloggerAlready');
  const platform = BLOGGER_PLATFORMS.find((name) => name === input.platform);
  if (!platform) return invalid(MESSAGES.badPlatform);
  const profile = (input.profile_url ?? '').trim();
  if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(profile)) return invalid(MESSAGES.badProfile);
  const followers = input.followers;
  if (followers === undefined || !Number.isInteger(followers) || followers < 0) return invalid(MESSAGES.badFollowers);
  const record: BloggerRecord = {
    status: 'applying',
    platform,
    profile_url: profile,
    followers,
    applied_at: tick(state.clock),
    cashback_total: current?.cashback_total ?? 0,
    message: null,
  };
  state.social.blogger[userId] = record;
  return record;
}
