import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MerchantInvitation } from '../../../src/pages/shared/merchant';

/**
 * **The merchant invitation: what a signed-in shopper sees on a merchant's page when they are not a
 * merchant.**
 *
 * It says the account is not a booking merchant yet, what a merchant gets (new customers every day,
 * stores, services and staff in one place, verifying bookings at the counter) and leads to the
 * agreement to apply; someone with a merchant account is told to log out and log in with it. It
 * never shows any merchant's data.
 */
const meta = {
  title: 'Pages/BookingMerchant/MerchantInvitation',
  component: MerchantInvitation,
  globals: { login: 'loggedIn' },
  args: { onOpen: fn((_href: string, event: { preventDefault(): void }) => event.preventDefault()) },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof MerchantInvitation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Thai: Read the agreement and apply opens the agreement. */
export const Thai: Story = {
  name: 'Thai (signed in)',
  // Its point is the Thai invitation (English and Chinese have their own): the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
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

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Run your bookings with us' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'What you get' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read the agreement and apply' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '阅读协议并申请' })).toBeVisible();
  },
};

/** Outside the shop's own pages the link still leads to the agreement. */
export const PlainLink: Story = {
  name: 'Plain Link (English, signed in)',
  args: { onOpen: undefined },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Read the agreement and apply' })).toHaveAttribute('href', '/m/booking/settled/agreement');
  },
};
