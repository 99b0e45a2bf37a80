import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CreditLine } from '../../../src/pages/wallet/MyCredit/myCreditLoader';
import { MyCreditView } from '../../../src/pages/wallet/MyCredit/MyCreditView';
import { formatMoney } from '../../../src/format';
import { storyLocale, storyText } from '../../support/storyText';

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
 * **My credit: where a signed-in shopper sees their store credit and where it came from.**
 *
 * The balance in baht, then its history: money in (refunds paid as credit) and money out (credit
 * used on orders), with dates in the Buddhist calendar in Thai; more loads as the shopper scrolls.
 * A shopper who has not logged in never sees this page: they are asked to log in first and come
 * back here after.
 *
 * They see the loading state while the credit is on its way, a zero balance with an empty history
 * on a new account, the error state with Try again when the credit could not be loaded, and Try
 * again at the end of the history when more could not be.
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof MyCreditView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the credit is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('cards:credit.title') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: text('cards:credit.balance') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No credit yet: a zero balance and an empty history. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', balance: 0, lines: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Credit balance' })).toHaveTextContent('฿0');
    await expect(canvas.getByRole('heading', { name: 'No credit history yet' })).toBeVisible();
  },
};

/** The credit could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your credit could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In Thai: the balance, money in and out, and the dates in the Buddhist calendar. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: text('cards:credit.balance') })).toHaveTextContent('฿119.50');
    await expect(canvas.getByText(text('cards:credit.history.out', { amount: formatMoney(80, storyLocale(context.globals)) }))).toBeInTheDocument();
    await expect(canvas.getByText(text('cards:credit.history.in', { amount: formatMoney(79.5, storyLocale(context.globals)) }))).toBeInTheDocument();
    await expect(canvas.getByText('−฿80')).toBeVisible();
    await expect(canvas.getByText(text('overlays:infiniteList.end'))).toBeInTheDocument();
  },
};

/** More history could not be loaded while scrolling: what is shown stays, with Try again at the end. */
export const MoreFailed: Story = {
  name: 'More Failed (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', balance: 119.5, lines: LINES.en, moreStatus: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Couldn't load more items.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** A long Thai line and a large balance on the narrowest phone, with more still to come. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: {
    state: { status: 'ready', balance: 1234567.25, lines: [{ id: '9', title: LONG_THAI_TITLE, change: 12500, at: '2025-03-14 10:30:00' }, ...LINES.th], moreStatus: 'loading' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LONG_THAI_TITLE)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'เครดิตคงเหลือ' })).toHaveTextContent('฿1,234,567.25');
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', balance: 119.5, lines: LINES.en } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Store credit' })).toBeVisible();
    await expect(canvas.getByText('Mar 13, 2025, 6:05 PM')).toBeVisible();
    await expect(canvas.getByText('฿120 in')).toBeInTheDocument();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', balance: 119.5, lines: LINES.zh } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '商城余额' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '余额明细' })).toBeVisible();
    await expect(canvas.getByText('支出฿80')).toBeInTheDocument();
  },
};
