import type { z } from 'zod';
import type { bloggerProgressSchema } from '../../../src/api/schemas/userCenter';
import { FIXED_DATES, type Trilingual } from '../../fixtures/locale';
import { ACCOUNT_IDS } from '../seedNames';

/** An account's blogger application and the cashback it has earned. */
export interface BloggerRecord {
  status: Exclude<z.input<typeof bloggerProgressSchema>['status'], 'none'>;
  platform: string;
  profile_url: string;
  followers: number;
  applied_at: string;
  cashback_total: number;
  /** The programme's note to the applicant (a rejection's reason, a welcome). */
  message: Trilingual | null;
  /** Every channel applied with (the main one first), when the form sent them. */
  channels?: readonly BloggerChannel[];
  /** The categories the blogger writes about, when the form sent them. */
  categories?: readonly string[];
}

/** One channel of an application: where the blogger publishes and how many follow there. */
export interface BloggerChannel {
  readonly platform: string;
  readonly profile_url: string;
  readonly followers: number;
}

/** Where an account applies (the blogger_form page). */
export const BLOGGER_FORM_URL = '/m/blogger/blogger_form';

/** The shopper's application waits for review; the tourist is an approved blogger with cashback. */
export function seedBloggers(): Record<number, BloggerRecord> {
  return {
    [ACCOUNT_IDS.shopper]: {
      status: 'applying',
      platform: 'instagram',
      profile_url: 'https://www.instagram.com/ploy.siriwan',
      followers: 12_400,
      applied_at: FIXED_DATES.lastWeek,
      cashback_total: 0,
      message: null,
    },
    [ACCOUNT_IDS.tourist]: {
      status: 'approved',
      platform: 'xiaohongshu',
      profile_url: 'https://www.xiaohongshu.com/user/profile/xiaomei',
      followers: 48_900,
      applied_at: FIXED_DATES.lastMonth,
      cashback_total: 1_250,
      message: { th: 'ยินดีต้อนรับสู่โครงการบล็อกเกอร์', en: 'Welcome to the blogger programme.', zh: '欢迎加入博主计划。' },
    },
  };
}
