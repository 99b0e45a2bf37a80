import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ZodiacBoxView } from '../../../src/pages/games/ZodiacBox/ZodiacBoxView';
import { storyText } from '../../support/storyText';
import { BOX_IMAGES, COUPON_PRIZE, POINTS_PRIZE, STORY_SIGNS, THAI_SIGNS } from './gamesStoryData';

/**
 * **Zodiac surprise box: where a shopper picks their zodiac sign and opens a box with a prize.**
 *
 * The shopper chooses their sign and opens the box: one box per shopper, and every box holds a
 * prize (a coupon goes to My coupons, with the way to it). Anyone may look; a shopper who has not
 * logged in is asked to log in to open it, and comes back here after.
 *
 * They see the loading state while the box is on its way, the error state with Try again when it
 * could not be loaded, No zodiac box right now with the way to the lucky draws when there is none,
 * and the shop's message when it refused the opening (for example, a box already opened).
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ZodiacBoxView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed box: the shopper picks a sign (by tap or arrow keys); Open waits for a sign. */
export const Closed: Story = {
  name: 'Closed (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 1, name: text('games:zodiac.title') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('games:zodiac.open') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'ราศีเมถุน' }));
    await expect(args.onSign).toHaveBeenCalledWith('gemini');
  },
};

/** In English: the closed box and the signs by name. */
export const English: Story = {
  name: 'English (signed in)',
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

/** No box right now: the way to the lucky draws instead. */
export const Empty: Story = {
  name: 'Empty (signed in)',
  args: { state: { status: 'ready', images: [], signs: [], sign: '', opened: null } },
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 2, name: text('games:zodiac.empty.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('games:zodiac.open') })).toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('games:zodiac.empty.action') }));
    await expect(args.onLuckyDraws).toHaveBeenCalledOnce();
  },
};

/** A sign chosen: Open the box is ready. */
export const SignChosen: Story = {
  name: 'Sign Chosen (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', images: BOX_IMAGES, signs: STORY_SIGNS, sign: 'aries', opened: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Aries' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the box' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Opened: the prize, a coupon with the way to the shopper's coupons. */
export const Opened: Story = {
  name: 'Opened (English, signed in)',
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

/** A prize of points, in Simplified Chinese: no coupon link. */
export const OpenedPoints: Story = {
  name: 'Opened Points (Chinese, signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', images: BOX_IMAGES, signs: [{ sign: 'taurus', name: '金牛座' }], sign: '', opened: { sign: 'taurus', prize: { ...POINTS_PRIZE, name: '200积分' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '金牛座：你的奖品' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '查看我的优惠券' })).toBeNull();
  },
};

/** A shopper who has not logged in looks; opening asks them to log in. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { isLogin: false },
  play: async ({ canvasElement, args, ...context }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyText(context)('games:zodiac.signIn') }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** The shop refused the opening (the box was already opened): its message says so. */
export const Refused: Story = {
  name: 'Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', images: BOX_IMAGES, signs: STORY_SIGNS, sign: 'leo', opened: null, failure: 'You have already opened this box.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You have already opened this box.');
  },
};

/** While the box is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};

/** The box could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The zodiac box could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long Thai texts wrap without hiding the button. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
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
