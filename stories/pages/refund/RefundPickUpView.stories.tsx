import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundPickUpView } from '../../../src/pages/refund/RefundPickUp/RefundPickUpView';

const DAYS = [
  { date: '2025-03-15', times: ['09:00-12:00', '13:00-17:00'] },
  { date: '2025-03-16', times: ['09:00-12:00'] },
];
const ADDRESS = { name: 'พลอย ศิริวรรณ', phone: '0812345678', lines: ['99/9 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา', 'กรุงเทพมหานคร 10110'] };
const BACK = '/m/account/setting.php?redirect=%2Fm%2Forder%2Frefund%2FpickUp%3Frefund_id%3DR-4004';

/**
 * The courier pick-up of a refund's goods, /m/order/refund/pickUp (spec §2): the pick-up address
 * (the account's default, with a way to change it) and a day and time window. Guests are sent to sign in.
 */
const meta = {
  title: 'Pages/Refund/RefundPickUpView',
  component: RefundPickUpView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', refundId: 'R-4004', days: DAYS, address: ADDRESS, addAddressHref: BACK, date: '', time: '' },
    onDate: fn(),
    onTime: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onList: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof RefundPickUpView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'นัดขนส่งมารับสินค้า' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thai: the address and the days; Confirm waits for a time. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('พลอย ศิริวรรณ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ยืนยันการนัดรับ' })).toBeDisabled();
    await userEvent.click(canvas.getAllByRole('radio')[0] as HTMLElement);
    await expect(args.onDate).toHaveBeenCalledWith('2025-03-15');
  },
};

/** English, a day and time chosen: Confirm sends; the backend's refusal is shown. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: {
    state: { status: 'ready', refundId: 'R-4004', days: DAYS, address: ADDRESS, addAddressHref: BACK, date: '2025-03-15', time: '13:00-17:00', failure: 'This time is no longer free.' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '13:00–17:00' })).toBeChecked();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This time is no longer free.');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm pick-up' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Chinese, no saved address: the way to add one; Confirm stays off. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', refundId: 'R-4004', days: DAYS, address: null, addAddressHref: BACK, date: '2025-03-16', time: '09:00-12:00' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '添加地址' })).toHaveAttribute('href', BACK);
    await expect(canvas.getByRole('button', { name: '确认预约取件' })).toBeDisabled();
  },
};

/** No slot free (Thai), with a long address. */
export const Empty: Story = {
  args: {
    state: {
      status: 'ready',
      refundId: 'R-4004',
      days: [],
      address: { ...ADDRESS, lines: ['อาคารเซ็นทรัลเวิลด์ทาวเวอร์ ชั้น 35 ห้อง 3501-3505 เลขที่ 999/9 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน', 'กรุงเทพมหานคร 10330'] },
      addAddressHref: BACK,
      date: '',
      time: '',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ตอนนี้ไม่มีช่วงเวลารับสินค้าว่าง/)).toBeVisible();
  },
};
