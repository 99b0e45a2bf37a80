import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IncomeView } from '../../../src/pages/bookingCounter/Income/IncomeView';
import type { Payout } from '../../../src/pages/bookingCounter/Income/incomeBuckets';
import { payouts } from './counterStoryData';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';

/**
 * The merchant's income, /m/booking/income (spec §2) in THB: stat cards, income by day, week or
 * month as bars with their numbers as text, and the payouts.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof IncomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('รายได้');

export const ErrorWithRetry: Story = errorWithRetryStory();

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', total: 0, settled: 0, pending: 0, payouts: [], period: 'day' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No income yet' })).toBeVisible();
  },
};

/** Thai by day: each bar's amount as text; the week tab is asked for by keyboard. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'รายได้ทั้งหมด' })).toHaveTextContent('฿3,878');
    await expect(canvas.getAllByText('฿1,490').length).toBeGreaterThan(0);
    canvas.getByRole('tab', { name: 'วัน' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectPeriod).toHaveBeenCalledWith('week');
    await userEvent.click(canvas.getByRole('button', { name: /ทำเล็บเจล/ }));
    await expect(args.onOpenPayout).toHaveBeenCalledWith('I-2');
  },
};

/** A payout opens its detail (revenue/detail), in English. */
export const EnglishPayoutDetail: Story = {
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

export const EnglishByWeek: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', total: 3878, settled: 2090, pending: 1788, payouts, period: 'week' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Income per week (latest 7 weeks with income)')).toBeVisible();
  },
};

export const ChineseByMonth: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', total: 3878, settled: 2090, pending: 1788, payouts, period: 'month' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2月')).toBeVisible();
    await expect(canvas.getByText('3月')).toBeVisible();
  },
};

export const LongThaiText: Story = {
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

export const ShopperInvited: Story = {
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tab')).toBeNull();
  },
};
