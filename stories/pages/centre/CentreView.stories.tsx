import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { CentreView } from '../../../src/pages/centre/Centre/CentreView';
import { LONG_THAI_NAME, STORY_ACCOUNT, storyProducts } from './centreStoryData';

/**
 * The account centre, /m/center.php (spec §2 route name centre): the shopper's card (avatar,
 * nickname, level, points, coupons, store credit), the order tabs with counts, a shortcut to every
 * account page and recommended products. A guest sees a sign-in prompt and the recommendations.
 * Use it only as that route.
 */
const meta = {
  title: 'Pages/Centre/CentreView',
  component: CentreView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    account: STORY_ACCOUNT,
    recommended: storyProducts('th_TH'),
    onRetry: fn(),
    onLogin: fn(),
    // The story stays on its page: a followed link is only recorded.
    onNavigate: fn((_href: string, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onOpenProduct: fn((_product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onAddToCart: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof CentreView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', recommended: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'บัญชีของฉัน' })).toBeVisible();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('กำลังโหลดบัญชีของคุณ…');
  },
};

/** A new account: nothing in any tab, no recommendations. */
export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: {
    account: { ...STORY_ACCOUNT, nickname: 'New shopper', level: 1, levelName: null, points: 0, coupons: 0, credit: 0, orderCounts: { unpaid: 0, unshipped: 0, shipped: 0, review: 0, refund: 0 } },
    recommended: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Member')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '0 To pay' })).toHaveAttribute('href', '/m/my.php?status=unpaid');
    await expect(canvas.queryByRole('heading', { name: 'Recommended for you' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your account could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // The recommendations still show under the error.
    await expect(canvas.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  },
};

/** The full centre in Thai: every link goes where it should and is handed to onNavigate. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ploy')).toBeVisible();
    await expect(canvas.getByText('Gold')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2,350 คะแนน' })).toHaveAttribute('href', '/m/account/konvypoint.php');
    await expect(canvas.getByRole('link', { name: '3 คูปอง' })).toHaveAttribute('href', '/m/mycoupon.php');
    await expect(canvas.getByRole('link', { name: / เครดิตร้านค้า$/ })).toHaveAttribute('href', '/m/account/my_credit.php');
    await expect(canvas.getByRole('link', { name: /^Ploy.*แก้ไขโปรไฟล์$/ })).toHaveAttribute('href', '/m/myprofile.php');
    await expect(canvas.getByRole('link', { name: '2 รอจัดส่ง' })).toHaveAttribute('href', '/m/my.php?status=unshipped');
    await expect(canvas.getByRole('link', { name: '0 คืนเงิน' })).toHaveAttribute('href', '/m/order/refund/refund_list.php');
    await expect(canvas.getByRole('link', { name: 'รีวิวของฉัน' })).toHaveAttribute('href', '/m/account/my_review.php');
    await expect(canvas.getByRole('link', { name: 'ที่อยู่จัดส่ง' })).toHaveAttribute('href', '/m/account/setting.php#addresses');
    await userEvent.click(canvas.getByRole('link', { name: 'ดูล่าสุด' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/account/RecentlyView.php', expect.anything());
    await expect(canvas.getByRole('list', { name: 'สินค้าแนะนำสำหรับคุณ' })).toBeVisible();
  },
};

/** A long Thai nickname and product name wrap without pushing the page wider. */
export const LongThai: Story = {
  args: {
    account: { ...STORY_ACCOUNT, nickname: 'คุณพลอยชมพูสวยใสผิวกระจ่างใสตลอดกาลและตลอดไปไม่มีวันเปลี่ยนแปลง', levelName: 'สมาชิกระดับแพลทินัมพิเศษ', level: 4, points: 1234567 },
    recommended: [{ ...storyProducts('th_TH', 1)[0]!, name: LONG_THAI_NAME }, ...storyProducts('th_TH', 3, 1)],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(within(canvasElement).getByText(LONG_THAI_NAME)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { recommended: storyProducts('en_US') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '3 To review' })).toHaveAttribute('href', '/m/my.php?status=review');
    await expect(canvas.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/m/my.php');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { recommended: storyProducts('zh_CN') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '我的服务' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1 待付款' })).toBeVisible();
  },
};

/** A guest: the sign-in prompt and the recommendations, no card, tabs or shortcuts. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { status: 'guest' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'เข้าสู่ระบบเพื่อดูบัญชีของคุณ' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'คำสั่งซื้อของฉัน' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบหรือสมัครสมาชิก' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { name: 'สินค้าแนะนำสำหรับคุณ' })).toBeVisible();
  },
};
