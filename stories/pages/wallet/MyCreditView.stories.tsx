import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CreditLine } from '../../../src/pages/wallet/MyCredit/myCreditLoader';
import { MyCreditView } from '../../../src/pages/wallet/MyCredit/MyCreditView';

const LINES: Record<'th' | 'en' | 'zh', readonly CreditLine[]> = {
  th: [
    { id: '3', title: 'ใช้เป็นส่วนลดคำสั่งซื้อ', change: -80, at: '2025-03-13 18:05:00' },
    { id: '2', title: 'คืนเงินเป็นเครดิต', change: 120, at: '2025-03-07 09:15:00' },
    { id: '1', title: 'คืนเงินเป็นเครดิต', change: 79.5, at: '2025-02-14 14:00:00' },
  ],
  en: [
    { id: '3', title: 'Used on an order', change: -80, at: '2025-03-13 18:05:00' },
    { id: '2', title: 'Refund as credit', change: 120, at: '2025-03-07 09:15:00' },
    { id: '1', title: 'Refund as credit', change: 79.5, at: '2025-02-14 14:00:00' },
  ],
  zh: [
    { id: '3', title: '订单抵扣', change: -80, at: '2025-03-13 18:05:00' },
    { id: '2', title: '退款至余额', change: 120, at: '2025-03-07 09:15:00' },
    { id: '1', title: '退款至余额', change: 79.5, at: '2025-02-14 14:00:00' },
  ],
};

const LONG_THAI_TITLE = 'คืนเงินเป็นเครดิตสำหรับคำสั่งซื้อเซรั่มขมิ้นชันเข้มข้นและชุดบำรุงผิวหน้าที่ยกเลิกเนื่องจากสินค้าหมดสต็อกระหว่างการจัดส่ง';

/**
 * The shopper's store credit, /m/account/my_credit.php (spec §2 route name account-my_credit): the
 * balance in baht and its history (in: refunds paid as credit; out: credit used on orders),
 * growing a page at a time. Guests never see it: the loader sends them to sign in. Use it only as
 * that route; for a single figure elsewhere use StatCard.
 */
const meta = {
  title: 'Pages/Wallet/MyCreditView',
  component: MyCreditView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', balance: 119.5, lines: LINES.th },
    onRetry: fn(),
    onLoadMore: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof MyCreditView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'เครดิตร้านค้า' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'เครดิตคงเหลือ' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', balance: 0, lines: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Credit balance' })).toHaveTextContent('฿0');
    await expect(canvas.getByRole('heading', { name: 'No credit history yet' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your credit could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The full page in Thai: the balance, money in and out in baht, Buddhist-era dates in Bangkok time. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'เครดิตคงเหลือ' })).toHaveTextContent('฿119.50');
    await expect(canvas.getByText('ใช้ไป ฿80')).toBeInTheDocument();
    await expect(canvas.getByText('ได้รับ ฿79.50')).toBeInTheDocument();
    await expect(canvas.getByText('−฿80')).toBeVisible();
    await expect(canvas.getByText('คุณดูครบทุกรายการแล้ว')).toBeInTheDocument();
  },
};

/** A page failed to load further down the history: the lines so far and a retry. */
export const MoreFailed: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', balance: 119.5, lines: LINES.en, moreStatus: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Couldn't load more items.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** A long Thai title and a large balance on the narrowest phone, more lines still to come. */
export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: {
    state: { status: 'ready', balance: 1234567.25, lines: [{ id: '9', title: LONG_THAI_TITLE, change: 12500, at: '2025-03-14 10:30:00' }, ...LINES.th], moreStatus: 'loading' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LONG_THAI_TITLE)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'เครดิตคงเหลือ' })).toHaveTextContent('฿1,234,567.25');
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', balance: 119.5, lines: LINES.en } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Store credit' })).toBeVisible();
    await expect(canvas.getByText('Mar 13, 2025, 6:05 PM')).toBeVisible();
    await expect(canvas.getByText('฿120 in')).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', balance: 119.5, lines: LINES.zh } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '商城余额' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '余额明细' })).toBeVisible();
    await expect(canvas.getByText('支出฿80')).toBeInTheDocument();
  },
};
