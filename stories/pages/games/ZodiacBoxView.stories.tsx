import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ZodiacBoxView } from '../../../src/pages/games/ZodiacBox/ZodiacBoxView';
import { BOX_IMAGES, COUPON_PRIZE, POINTS_PRIZE, STORY_SIGNS, THAI_SIGNS } from './gamesStoryData';

/**
 * The zodiac box, /m/koko/zodiac-box (spec §2 route name koko-zodiac-box): the box of the store
 * state (surprise_id / surprise_images), a sign chosen, the box opened once, the backend's prize.
 */
const meta = {
  title: 'Pages/Games/ZodiacBoxView',
  component: ZodiacBoxView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', images: BOX_IMAGES, signs: THAI_SIGNS, sign: '', opened: null },
    isLogin: true,
    onSign: fn(),
    onOpen: fn(),
    onMyCoupons: fn(),
    onLuckyDraws: fn(),
    onShare: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ZodiacBoxView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed box: a sign is chosen with the arrow keys or a tap; Open waits for a sign. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'กล่องเซอร์ไพรส์ 12 ราศี' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เปิดกล่อง' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'ราศีเมถุน' }));
    await expect(args.onSign).toHaveBeenCalledWith('gemini');
  },
};

/** In English: the closed box, the signs by name, Open waiting for a sign. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', images: BOX_IMAGES, signs: STORY_SIGNS, sign: '', opened: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Zodiac surprise box' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'The closed surprise box' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Your zodiac sign' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Aries' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Open the box' })).toBeDisabled();
  },
};

/** No box on offer (no signs to choose, nothing opened): the empty state, its way to the lucky draws; no Open. */
export const Empty: Story = {
  args: { state: { status: 'ready', images: [], signs: [], sign: '', opened: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'ยังไม่มีกล่องราศีในตอนนี้' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'เปิดกล่อง' })).toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'ดูกิจกรรมลุ้นโชค' }));
    await expect(args.onLuckyDraws).toHaveBeenCalledOnce();
  },
};

/** A sign chosen: Open sends the opening. */
export const SignChosen: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', images: BOX_IMAGES, signs: STORY_SIGNS, sign: 'aries', opened: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Aries' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the box' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Opened: the prize; a coupon offers the way to the shopper's coupons. */
export const Opened: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', images: BOX_IMAGES, signs: STORY_SIGNS, sign: 'aries', opened: { sign: 'aries', prize: COUPON_PRIZE } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Aries: your prize' })).toBeVisible();
    await expect(canvas.getByText('฿200 coupon')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See my coupons' }));
    await expect(args.onMyCoupons).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

/** A points prize: no coupon link. */
export const OpenedPoints: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', images: BOX_IMAGES, signs: [{ sign: 'taurus', name: '金牛座' }], sign: '', opened: { sign: 'taurus', prize: { ...POINTS_PRIZE, name: '200积分' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '金牛座：你的奖品' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '查看我的优惠券' })).toBeNull();
  },
};

/** A guest looks; opening asks them to sign in. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { isLogin: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'เข้าสู่ระบบเพื่อเปิดกล่อง' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** The opening was refused (a second opening): the backend's message. */
export const Refused: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', images: BOX_IMAGES, signs: STORY_SIGNS, sign: 'leo', opened: null, failure: 'You have already opened this box.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You have already opened this box.');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The zodiac box could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongThaiText: Story = {
  args: {
    state: {
      status: 'ready',
      images: BOX_IMAGES,
      signs: THAI_SIGNS,
      sign: 'aries',
      opened: { sign: 'aries', prize: { ...COUPON_PRIZE, name: 'คูปองส่วนลดพิเศษ ฿200 สำหรับสินค้าบำรุงผิวหน้าทุกแบรนด์ เมื่อช้อปครบ ฿1,500 ขึ้นไป' } },
    },
  },
};
