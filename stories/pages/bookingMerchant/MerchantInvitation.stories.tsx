import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantInvitation } from '../../../src/pages/shared/merchant';

/**
 * What a signed-in account that is not a booking merchant sees on every provider page (spec §6):
 * the programme and a link to the agreement, never another merchant's data.
 */
const meta = {
  title: 'Pages/BookingMerchant/MerchantInvitation',
  component: MerchantInvitation,
  globals: { login: 'loggedIn' },
  args: { onOpen: fn((_href: string, event: { preventDefault(): void }) => event.preventDefault()) },
  parameters: { frame: 'none' },
} satisfies Meta<typeof MerchantInvitation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thai (the default): the link to apply opens the agreement in the shop. */
export const Thai: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'เปิดร้านรับจองบริการกับเรา' })).toBeVisible();
    const apply = canvas.getByRole('link', { name: 'อ่านข้อตกลงและสมัคร' });
    await expect(apply).toHaveAttribute('href', '/m/booking/settled/agreement');
    apply.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('/m/booking/settled/agreement', expect.anything());
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Run your bookings with us' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'What you get' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the agreement and apply' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '阅读协议并申请' })).toBeVisible();
  },
};

/** Without in-shop navigation the link still leads to the agreement (a plain document link). */
export const PlainLink: Story = {
  args: { onOpen: undefined },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Read the agreement and apply' })).toHaveAttribute('href', '/m/booking/settled/agreement');
  },
};
