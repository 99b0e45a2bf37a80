import { fn } from 'storybook/test';
import type { MouseEvent } from 'react';
import { asShown, type ReviewItem, type ShownReview } from '../../../src/pages/reviews/shared/reviewItems';
import { swatch } from '../../flows/upload/PhotoUploaderHarness';

export const pink = swatch('#f9c6d3', '#c81e57');
export const blue = swatch('#cde8f6', '#1c5fb8');
export const green = swatch('#d4f2dc', '#1d7a3a');

type Language = 'th' | 'en' | 'zh';

const TEXT: Record<Language, readonly [string, string, string]> = {
  th: ['เซรั่มซึมไว ไม่เหนียวเลย ใช้มาสองอาทิตย์ผิวกระจ่างใสขึ้นจริง ส่งไวมากค่ะ', 'มาสก์น้ำนมข้าวหอมมาก ผิวนุ่มชุ่มชื้นทั้งคืน', 'กันแดดเนื้อบางเบา ไม่วอก ใช้ทุกวันได้'],
  en: ['The serum sinks in fast and is not sticky at all. Two weeks in and my skin really is brighter.', 'The rice milk mask smells lovely; my skin stayed soft all night.', 'A light sunscreen with no white cast, fine for every day.'],
  zh: ['精华吸收很快，一点也不黏。用了两周，皮肤真的变亮了。', '米乳面膜很香，皮肤整晚都很柔软。', '防晒很轻薄，不泛白，每天都能用。'],
};
const NAMES: Record<Language, readonly [string, string, string]> = {
  th: ['พลอย ศิริวรรณ', 'มายด์', 'น้ำหวาน'],
  en: ['Ploy S.', 'Mind', 'Namwan'],
  zh: ['小雨', '美美', '阿玲'],
};

/** Three reviews in one language: with photos and likes (one at 0, one above 9999), one liked. */
export function storyReviewItems(language: Language = 'th'): ReviewItem[] {
  const base = (i: 0 | 1 | 2): Omit<ReviewItem, 'photos' | 'likeCount' | 'liked'> => ({
    id: String(80001 + i),
    teamId: String(50001 + i),
    authorName: NAMES[language][i],
    avatarUrl: null,
    rating: [5, 4, 5][i] ?? 5,
    date: ['2025-03-12 09:00:00', '2025-03-10 18:30:00', '2025-03-02 12:00:00'][i] ?? '2025-03-01 00:00:00',
    text: TEXT[language][i],
    deleted: false,
  });
  return [
    { ...base(0), photos: [pink, blue], likeCount: 12_345, liked: true },
    { ...base(1), photos: [green], likeCount: 0, liked: false },
    { ...base(2), photos: [], likeCount: 28, liked: false },
  ];
}

export const storyReviews = (language: Language = 'th'): ShownReview[] => storyReviewItems(language).map(asShown);

const THAI_PARAGRAPH =
  'ใช้เซรั่มขมิ้นชันต่อเนื่องมาหนึ่งเดือนเต็ม ช่วงแรกมีสิวผดขึ้นเล็กน้อยบริเวณคาง แต่หลังจากสัปดาห์ที่สองผิวเริ่มปรับตัวได้ รอยดำจากสิวจางลงอย่างเห็นได้ชัด เนื้อเซรั่มบางเบาซึมไวมาก ทาก่อนแต่งหน้าก็ไม่เป็นคราบ กลิ่นหอมอ่อนๆ ไม่ฉุน บรรจุภัณฑ์เป็นขวดแก้วสีชาพร้อมหลอดหยด ห่อมาอย่างดีด้วยบับเบิลสองชั้น ';

/** A review in long Thai (about 450 characters) with the longest name the list shows. */
export function longThaiReview(): ShownReview {
  const [first] = storyReviewItems('th');
  return asShown({ ...(first as ReviewItem), authorName: 'คุณพลอยไพลินศิริวรรณวงศ์สกุลรัตนประเสริฐ', text: THAI_PARAGRAPH.repeat(3).trim() });
}

/** The callbacks every review list reports through (links are routed in-app: preventDefault). */
export const reviewCallbacks = () => ({
  onLike: fn(),
  onTranslate: fn(),
  onShowOriginal: fn(),
  onOpenPhoto: fn(),
  onNavigate: fn((_href: string, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  onCloseViewer: fn(),
  onRetry: fn(),
});
