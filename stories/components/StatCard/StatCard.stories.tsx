import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard } from '../../../src/components/StatCard';
import { formatPercentChange } from '../../../src/components/StatCard/statNumbers';
import { storyLocale, storyText, type LocaleGlobals } from '../../support/storyText';

/** The sentence screen readers hear for a change ('เพิ่มขึ้น 12% จากเดือนที่แล้ว'), in the story's language. */
function changeSentence(globals: LocaleGlobals, trend: 'up' | 'down' | 'flat', period: 'day' | 'week' | 'month' | 'year', deltaPercent: number) {
  return storyText({ globals })(`booking:statCard.${trend}.${period}`, { percent: formatPercentChange(deltaPercent, storyLocale(globals)) });
}

/**
 * One headline figure on the merchant's income and revenue pages: income as money (฿ via
 * formatMoney) or a count (orders, bookings), with its change from the previous period. Up is
 * green, down is red, and screen readers hear the change as a sentence. Show `loading` while the
 * figures load. Do not use it for a list of transactions (use a list of rows) or for a figure the
 * shopper acts on (use a button or link).
 */
const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: { label: 'รายได้เดือนนี้', value: 128450.5, deltaPercent: 12, period: 'month' },
  argTypes: {
    format: { control: 'inline-radio', options: ['money', 'count'] },
    period: { control: 'inline-radio', options: ['day', 'week', 'month', 'year'] },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IncomeUpThai: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, globals }) => {
    const card = within(canvasElement).getByRole('group', { name: 'รายได้เดือนนี้' });
    await expect(within(card).getByText('฿128,450.50')).toBeVisible();
    await expect(within(card).getByText(changeSentence(globals, 'up', 'month', 12))).toBeInTheDocument();
  },
};

export const IncomeUpEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { label: 'Income this month' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Income this month' });
    await expect(within(card).getByText('฿128,450.50')).toBeVisible();
    // The sentence a screen reader hears; the arrow and colour are hidden from it.
    await expect(within(card).getByText('Up 12% from last month')).toBeInTheDocument();
    await expect(within(card).getByText('vs last month')).toBeVisible();
  },
};

export const OrdersDownChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { label: '本周预约订单数', value: 1234, format: 'count', deltaPercent: -3.25, period: 'week' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: '本周预约订单数' });
    await expect(within(card).getByText('1,234')).toBeVisible();
    await expect(within(card).getByText('较上周下降 3.3%')).toBeInTheDocument();
  },
};

export const NoChangeYesterday: Story = {
  name: 'No Change Yesterday (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Bookings yesterday', value: 18, format: 'count', deltaPercent: 0, period: 'day' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Bookings yesterday' });
    await expect(within(card).getByText('No change from yesterday')).toBeInTheDocument();
  },
};

export const WithoutComparison: Story = {
  args: { label: 'ยอดเงินที่รอโอนเข้าบัญชี', value: 4590, deltaPercent: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'ยอดเงินที่รอโอนเข้าบัญชี' });
    await expect(within(card).getByText('฿4,590')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Income this month', loading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Income this month' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByText('Loading…')).toBeInTheDocument();
    await expect(within(card).queryByText('฿128,450.50')).toBeNull();
  },
};

export const DashboardLongThai: Story = {
  globals: { locale: 'th_TH' },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
      <StatCard label="รายได้สุทธิหลังหักค่าธรรมเนียมแพลตฟอร์มประจำเดือนนี้" value={1284500.75} deltaPercent={152.5} />
      <StatCard label="จำนวนการจองทรีตเมนต์ทั้งหมด" value={98765} format="count" deltaPercent={-8} period="year" />
      <StatCard label="ยอดคืนเงินให้ลูกค้า" value={-2500} deltaPercent={0.01} period="week" />
      <StatCard label="รายได้วันนี้" value={0} loading />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('฿1,284,500.75')).toBeVisible();
    await expect(canvas.getByText(changeSentence(globals, 'up', 'month', 152.5))).toBeInTheDocument();
    await expect(canvas.getByText(changeSentence(globals, 'down', 'year', -8))).toBeInTheDocument();
    await expect(canvas.getByText('-฿2,500')).toBeVisible();
    await expect(canvas.getByText(changeSentence(globals, 'flat', 'week', 0.01))).toBeInTheDocument();
  },
};
