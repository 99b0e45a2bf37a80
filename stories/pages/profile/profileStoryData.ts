import type { CategoryGroup } from '../../../src/pages/profile/BeautyProfile/beautyProfileLoader';

type StoryLocale = 'th_TH' | 'en_US' | 'zh_CN';

const NAMES: Readonly<Record<StoryLocale, readonly [string, string, string, string, string]>> = {
  th_TH: ['ดูแลผิวหน้า', 'เซรั่ม', 'กันแดด', 'เมคอัพ', 'ลิปสติก'],
  en_US: ['Skincare', 'Serums', 'Sunscreen', 'Makeup', 'Lipstick'],
  zh_CN: ['面部护理', '精华', '防晒', '彩妆', '口红'],
};

/** The shop's categories as the mock's classify answer names them (Skincare 1: 11, 12; Makeup 2: 21). */
export function storyCategories(locale: StoryLocale = 'th_TH'): CategoryGroup[] {
  const [skincare, serums, sunscreen, makeup, lipstick] = NAMES[locale];
  return [
    { id: '1', name: skincare, children: [{ id: '11', name: serums }, { id: '12', name: sunscreen }] },
    { id: '2', name: makeup, children: [{ id: '21', name: lipstick }] },
  ];
}

/** A small SVG picture as a file the shopper picks (the bucket never sees real bytes in stories). */
export function pictureFile(name: string): File {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#c81e57"/></svg>';
  return new File([svg], name, { type: 'image/svg+xml' });
}

/** The mock bucket (spec §3 cloud storage token: oss_bucket, region). */
export const BUCKET = /^https:\/\/beauty-shop-upload\.oss-ap-southeast-7\.aliyuncs\.com\/.*/;
