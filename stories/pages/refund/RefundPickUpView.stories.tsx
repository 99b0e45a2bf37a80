import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundPickUpView } from '../../../src/pages/refund/RefundPickUp/RefundPickUpView';
import { storyText } from '../../support/storyText';

const DAYS = [
  { date: '2025-03-15', times: ['09:00-12:00', '13:00-17:00'] },
  { date: '2025-03-16', times: ['09:00-12:00'] },
];
const ADDRESS = { name: 'พลอย ศิริวรรณ', phone: '0812345678', lines: ['99/9 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา', 'กรุงเทพมหานคร 10110'] };
const BACK = '/m/account/setting.php?redirect=%2Fm%2Forder%2Frefund%2FpickUp%3Frefund_id%3DR-4004';

/**
 * **Courier pick-up: where a shopper books a courier to collect a refund's goods.**
 *
 * The shopper sees the pick-up address (their usual address, which they can change), chooses a day
 * and a time window and taps Confirm pick-up. A shopper without a saved address is asked to add one
 * first. A shopper who has not logged in never sees this page: they are asked to log in first and
 * come back here after.
 *
 * They see the loading state while the times are on their way, the error state with Try again when
 * they could not be loaded, a note when no pick-up time is free (with a pointer to a branch), and
 * the shop's message when it refused the booking.
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof RefundPickUpView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the address and times are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('refund:pickUp.title') })).toBeVisible();
  },
};

/** The pick-up times could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In Thai: the address and the days; Confirm waits for a time. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('พลอย ศิริวรรณ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('refund:pickUp.submit') })).toBeDisabled();
    await userEvent.click(canvas.getAllByRole('radio')[0] as HTMLElement);
    await expect(args.onDate).toHaveBeenCalledWith('2025-03-15');
  },
};

/** In English, a day and time chosen: Confirm sends, and the shop's refusal is shown. */
export const English: Story = {
  name: 'English (signed in)',
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

/** In Simplified Chinese, no saved address: the way to add one; Confirm stays off. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', refundId: 'R-4004', days: DAYS, address: null, addAddressHref: BACK, date: '2025-03-16', time: '09:00-12:00' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '添加地址' })).toHaveAttribute('href', BACK);
    await expect(canvas.getByRole('button', { name: '确认预约取件' })).toBeDisabled();
  },
};

/** No pick-up time free, in Thai, with a long address. */
export const Empty: Story = {
  name: 'Empty (signed in)',
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
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByText(text('refund:pickUp.noSlots'))).toBeVisible();
  },
};
