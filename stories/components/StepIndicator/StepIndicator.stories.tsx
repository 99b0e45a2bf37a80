import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepIndicator } from '../../../src/components/StepIndicator';
import { storyText } from '../../support/storyText';

/**
 * Progress of an order or a refund as an ordered list: done steps ticked, the current step marked
 * (aria-current="step"), upcoming steps muted, with times when known. `horizontal` for a short
 * bar at the top of a page, `vertical` for a timeline with times and notes. Do not use it for
 * navigation between pages or tabs.
 */
const meta = {
  title: 'Components/StepIndicator',
  component: StepIndicator,
  args: {
    label: 'สถานะคำสั่งซื้อ',
    current: 2,
    steps: [
      { id: 'placed', label: 'สั่งซื้อแล้ว', timestamp: '2026-02-01 10:05' },
      { id: 'paid', label: 'ชำระเงินแล้ว', timestamp: '2026-02-01 10:07' },
      { id: 'shipped', label: 'จัดส่งแล้ว', timestamp: '2026-02-02 09:30' },
      { id: 'delivered', label: 'ได้รับสินค้า' },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

const englishSteps = [
  { id: 'placed', label: 'Ordered', timestamp: '2026-02-01 10:05' },
  { id: 'paid', label: 'Paid', timestamp: '2026-02-01 10:07' },
  { id: 'shipped', label: 'Shipped', timestamp: '2026-02-02 09:30', description: 'Kerry Express TH123456789' },
  { id: 'delivered', label: 'Delivered' },
];

export const Horizontal: Story = {
  name: 'Horizontal (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Order status', steps: englishSteps },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Order status' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Completed');
    await expect(items[3]).toHaveTextContent('Not started');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(items[2]).toHaveTextContent('Feb 2, 2026, 9:30 AM');
  },
};

export const VerticalTimeline: Story = {
  name: 'Vertical Timeline (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Order status', steps: englishSteps, orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kerry Express TH123456789')).toBeVisible();
  },
};

export const FirstStepThai: Story = { globals: { locale: 'th_TH' }, args: { current: 0 } };

export const AllDoneThai: Story = {
  globals: { locale: 'th_TH' },
  args: { current: 4 },
  play: async ({ canvasElement, globals }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const done = storyText({ globals })('commerce:stepIndicator.done');
    for (const item of items) await expect(item).toHaveTextContent(done);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

export const RefundVerticalChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    label: '退款进度',
    orientation: 'vertical',
    current: 1,
    steps: [
      { id: 'applied', label: '已提交退款申请', timestamp: '2026-02-03 12:00' },
      { id: 'review', label: '商家审核中', timestamp: '2026-02-03 12:01', description: '商家将在 48 小时内处理您的申请，请耐心等待' },
      { id: 'return', label: '退回商品' },
      { id: 'refunded', label: '退款成功' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '退款进度' });
    await expect(within(list).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const LongThaiLabels: Story = {
  globals: { locale: 'th_TH' },
  args: {
    label: 'ขั้นตอนการคืนเงิน',
    current: 1,
    steps: [
      { id: 'a', label: 'ส่งคำขอคืนเงินเรียบร้อยแล้ว', timestamp: '2026-02-03 12:00' },
      { id: 'b', label: 'ร้านค้ากำลังตรวจสอบคำขอของคุณ' },
      { id: 'c', label: 'ส่งสินค้าคืนให้ร้านค้า' },
      { id: 'd', label: 'คืนเงินเข้าบัญชีสำเร็จ' },
    ],
  },
};
