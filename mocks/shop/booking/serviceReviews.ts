import type { Trilingual } from '../../fixtures/locale';

/** A seeded review of a booked service, in the language its author wrote it. */
export interface ServiceReviewSeed {
  readonly id: string;
  readonly nickname: string;
  readonly rating: number;
  readonly content: string;
  readonly lang: 'th_TH' | 'en_US' | 'zh_CN';
  readonly created_at: string;
}

/** What the translation answers for a review, by review id (the shopper's language picks one). */
export const REVIEW_TRANSLATIONS: Readonly<Record<string, Trilingual>> = {
  'R-1': { th: 'พนักงานน่ารัก นวดผ่อนคลายมาก', en: 'Lovely staff and a very relaxing massage.', zh: '工作人员很可爱，按摩非常放松。' },
  'R-2': { th: 'ผิวเนียนขึ้นทันที จะกลับมาอีกแน่นอน', en: 'My skin felt smoother at once; I will be back.', zh: '皮肤立刻变得光滑，一定会再来。' },
};

/** The reviews every public service shows: one written in Chinese, one in Thai. */
export const SERVICE_REVIEWS: readonly ServiceReviewSeed[] = [
  { id: 'R-1', nickname: '小美', rating: 5, content: '工作人员很可爱，按摩非常放松。', lang: 'zh_CN', created_at: '2025-03-07 09:15:00' },
  { id: 'R-2', nickname: 'พลอย', rating: 4, content: 'ผิวเนียนขึ้นทันที จะกลับมาอีกแน่นอน', lang: 'th_TH', created_at: '2025-03-13 18:05:00' },
];
