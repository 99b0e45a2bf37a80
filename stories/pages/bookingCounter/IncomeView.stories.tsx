import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IncomeView } from '../../../src/pages/bookingCounter/Income/IncomeView';
import type { Payout } from '../../../src/pages/bookingCounter/Income/incomeBuckets';
import { payouts } from './counterStoryData';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';
import { storyText } from '../../support/storyText';

/**
 * **Income: what a merchant has earned from bookings, and what has been paid out to them.**
 *
 * The total income, what is paid out and what is waiting for payout, in baht; the income per day,
 * week or month as bars (each amount also written out); and the payouts, each opening its detail.
 * Only a merchant (a store that takes bookings through the shop) sees it: a signed-in shopper who
 * is not one sees an invitation to become a merchant instead, and someone who has not logged in is
 * asked to log in first and comes back here after. When the shop needs to check the merchant's
 * account it says so in a dialog that offers live chat or the account centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded (no connection), and an empty page (no income yet) that says income appears
 * once customers use their bookings.
 */
const meta = {
  title: 'Pages/BookingCounter/IncomeView',
  component: IncomeView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', total: 3878, settled: 2090, pending: 1788, payouts, period: 'day' },
    onSelectPeriod: fn(),
    onOpenPayout: fn(),
    onClosePayout: fn(),
    onRetry: fn(),
    onJoin: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof IncomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = loadingStory('bookingCounter:income.title');

/** The page could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...errorWithRetryStory(), tags: ['error-state'] };

/** No income yet, in English: the page says when it will appear. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', total: 0, settled: 0, pending: 0, payouts: [], period: 'day' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No income yet' })).toBeVisible();
  },
};

/** In Thai, by day: each bar's amount written out; the week tab can be chosen by keyboard. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: text('bookingCounter:income.total') })).toHaveTextContent('฿3,878');
    await expect(canvas.getAllByText('฿1,490').length).toBeGreaterThan(0);
    canvas.getByRole('tab', { name: text('bookingCounter:income.periods.day') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectPeriod).toHaveBeenCalledWith('week');
    await userEvent.click(canvas.getByRole('button', { name: /ทำเล็บเจล/ }));
    await expect(args.onOpenPayout).toHaveBeenCalledWith('I-2');
  },
};

/** In English, a payout opened: what it was for, the amount and its state. */
export const EnglishPayoutDetail: Story = {
  name: 'English Payout Detail (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', total: 3878, settled: 2090, pending: 1788, payouts, period: 'day', detail: { status: 'ready', payout: { ...payouts[1], title: 'Gel Nails with Floral Art' } as Payout } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Payout' });
    await expect(within(dialog).getByText('Gel Nails with Floral Art')).toBeVisible();
    await expect(within(dialog).getByText('Paid out', { selector: 'dt' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClosePayout).toHaveBeenCalled();
  },
};

/** In English, by week. */
export const EnglishByWeek: Story = {
  name: 'English By Week (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', total: 3878, settled: 2090, pending: 1788, payouts, period: 'week' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Income per week (latest 7 weeks with income)')).toBeVisible();
  },
};

/** In Simplified Chinese, by month. */
export const ChineseByMonth: Story = {
  name: 'Chinese By Month (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', total: 3878, settled: 2090, pending: 1788, payouts, period: 'month' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2月')).toBeVisible();
    await expect(canvas.getByText('3月')).toBeVisible();
  },
};

/** Long Thai texts wrap without pushing the page sideways. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: {
    state: {
      status: 'ready',
      total: 1234567,
      settled: 1000000,
      pending: 234567,
      period: 'day',
      payouts: [{ id: 'I-9', title: 'ทรีตเมนต์หน้าใสสมุนไพรไทยสูตรพิเศษพร้อมนวดผ่อนคลายใบหน้า ลำคอ บ่า และไหล่ 90 นาที · ชำระที่ร้าน', amount: 1234567, settled: false, at: '2025-03-14 10:31:00', createdAt: '2025-03-14 10:31:00' }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('฿1,234,567').length).toBeGreaterThan(0);
  },
};

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const ShopperInvited: Story = {
  name: 'Shopper Invited (signed in)',
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tab')).toBeNull();
  },
};
