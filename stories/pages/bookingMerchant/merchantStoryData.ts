/** Story-only data of the provider page views (stores, services, staff, the merchant). */
import { expect, userEvent, within } from 'storybook/test';
import type { BookingService, BookingStore, ManageSummary, Merchant, Staff } from '../../../src/api';

export const siamStore: BookingStore = {
  store_id: 'S-1',
  name: 'Glow Studio สยามสแควร์',
  address: '254 ถนนพญาไท แขวงวังใหม่ เขตปทุมวัน',
  province: 'กรุงเทพมหานคร',
  city: 'ปทุมวัน',
  phone: '021234567',
  open_time: '10:00',
  close_time: '21:00',
  cover: null,
  status: 'open',
};

export const nimmanStore: BookingStore = { ...siamStore, store_id: 'S-2', name: 'Glow Studio นิมมาน', address: '12 ถนนนิมมานเหมินท์ ซอย 9 ตำบลสุเทพ', province: 'เชียงใหม่', city: 'เมืองเชียงใหม่' };

/** A store whose Thai name and address run long (wrapping, no clipping). */
export const longThaiStore: BookingStore = {
  ...siamStore,
  store_id: 'S-9',
  name: 'โกลว์สตูดิโอ สาขาศูนย์การค้าเซ็นทรัลเวิลด์ ชั้นสามฝั่งโซนบิวตี้ฮอลล์ใกล้ทางเชื่อมรถไฟฟ้า',
  address: '999/9 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพมหานคร 10330 ชั้น 3 ห้องเลขที่ 312-314 ฝั่งลานจอดรถ',
};

export const facial: BookingService = {
  service_id: '11001',
  name: 'Thai Herbal Glow Facial, 60 min',
  category_id: '1',
  category_name: 'Facial',
  price: 1490,
  deposit: 298,
  duration_minutes: 60,
  status: 'online',
  cover: null,
  description: 'A gentle facial with Thai herbs.',
  store_ids: ['S-1', 'S-2'],
};

export const nails: BookingService = { ...facial, service_id: '11002', name: 'Gel Nails with Floral Art', category_id: '2', category_name: 'Nails', price: 890, deposit: 178, duration_minutes: 90, status: 'offline', store_ids: ['S-1'] };

export const longThaiService: BookingService = {
  ...facial,
  service_id: '11009',
  name: 'ทรีตเมนต์หน้าใสสมุนไพรไทยสูตรพิเศษพร้อมนวดกดจุดผ่อนคลายและมาส์กทองคำบริสุทธิ์ 120 นาที',
  category_name: 'ดูแลผิวหน้า',
};

export const staffMembers: readonly Staff[] = [
  { employee_id: 'E-1', name: 'คุณน้ำฝน', phone: '0810000010', avatar: null, store_id: 'S-1', service_ids: ['11001', '11002'], status: 'active' },
  { employee_id: 'E-2', name: 'คุณแพรวา', phone: '0810000011', avatar: null, store_id: 'S-1', service_ids: ['11001'], status: 'active' },
];

export const categories = [
  { id: '1', name: 'Facial' },
  { id: '2', name: 'Nails' },
  { id: '3', name: 'Spa' },
] as const;

export const provinces = [
  { name: 'กรุงเทพมหานคร', code: '10', cities: [{ name: 'ปทุมวัน', code: '1007' }, { name: 'วัฒนา', code: '1039' }] },
  { name: 'เชียงใหม่', code: '50', cities: [{ name: 'เมืองเชียงใหม่', code: '5001' }] },
] as const;

export const merchant: Merchant = {
  merchant_id: 'M-1',
  name: 'Glow Studio',
  logo: null,
  phone: '021234567',
  settled: true,
  verified: true,
  bank_name: 'ธนาคารกสิกรไทย',
  bank_account: 'xxx-x-x1234-x',
  biz_time: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '10:00', close: '21:00' })),
};

export const summary: ManageSummary = { today_orders: 4, pending_verification: 2, income_today: 3280, service_count: 3, store_count: 2, staff_count: 3 };

/** The frame states every provider view has before its content. */
export const LOADING = { status: 'loading' } as const;
export const FAILED = { status: 'error', message: 'Network Error' } as const;
export const INVITATION = { status: 'invitation' } as const;

/** The stories of the frame states every provider view has (Thai loading, English failure with retry, the invitation). */
export const FRAME_STORIES = {
  loading: { args: { state: LOADING } },
  errorWithRetry: {
    globals: { locale: 'en_US' },
    args: { state: FAILED },
    play: async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry: () => void } }) => {
      await expect(within(canvasElement).getByText('Network Error')).toBeVisible();
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
    },
  },
  invitation: { args: { state: INVITATION } },
} as const;
