import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOOKING_STATUSES, StatusBadge } from '../../../src/components/StatusBadge';
import { storyText } from '../../support/storyText';

/**
 * The status of a booking or order (pending, confirmed, completed, cancelled, refunding, refunded,
 * expired) as a small coloured pill with the status in words. Use it in order and booking cards,
 * lists and detail headers. It is not interactive: do not use it as a filter (use FilterChip) or
 * for counts (use Badge).
 */
const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
  argTypes: { status: { control: 'select', options: BOOKING_STATUSES } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

function AllStatuses() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {BOOKING_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  );
}

export const Pending: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyText({ globals })('booking:status.pending'))).toBeVisible();
  },
};

/** The Thai words, beside the English and Chinese stories: pinned to Thai. */
export const AllThai: Story = {
  globals: { locale: 'th_TH' },
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['รอยืนยัน', 'ยืนยันแล้ว', 'เสร็จสิ้น', 'ยกเลิกแล้ว', 'กำลังคืนเงิน', 'คืนเงินแล้ว', 'หมดอายุ']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const AllEnglish: Story = {
  globals: { locale: 'en_US' },
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Pending', 'Confirmed', 'Completed', 'Cancelled', 'Refunding', 'Refunded', 'Expired']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const AllChinese: Story = {
  globals: { locale: 'zh_CN' },
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['待确认', '已确认', '已完成', '已取消', '退款中', '已退款', '已过期']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const InALongThaiLine: Story = {
  globals: { locale: 'th_TH' },
  args: { status: 'refunding' },
  render: (args) => (
    <p style={{ margin: 0 }}>
      คำสั่งจองบริการทรีตเมนต์ผิวหน้าแบบพรีเมียมพร้อมนวดผ่อนคลายเก้าสิบนาทีที่สาขาสยามพารากอน{' '}
      <StatusBadge {...args} />
    </p>
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyText({ globals })('booking:status.refunding'))).toBeVisible();
  },
};
