import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, expectInvitation, playGuestSentToSignIn } from './merchantPageSupport';

const PATH = '/m/booking/settled/agreement';

/**
 * **Merchant agreement: the terms a beauty business accepts to take bookings through the shop.**
 *
 * The terms (services as shown, deposits, verifying the booking code at the counter, income paid
 * after verification, refunds and keeping shoppers' details safe), the documents needed and where
 * the merchant's application stands. A merchant ticks I have read and accept the agreement, and
 * Accept and continue opens their profile. A shopper who is not a merchant comes here from the
 * invitation, reads the terms and is offered to apply through live chat. Someone who has not logged
 * in is asked to log in first and comes back here after.
 *
 * They see the loading state, and the error state with Try again when the page could not be loaded.
 */
const meta = {
  title: 'Pages/BookingMerchant/AgreementPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An approved merchant with the documents needed: ticking the agreement turns on Continue, which opens the profile. */
export const PageMerchantAccepts: Story = {
  name: 'Page Merchant Accepts (English, signed in)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your shop has been approved.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Company certificate')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Accept and continue' });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read and accept the agreement' }));
    await userEvent.click(next);
    await at(canvasElement, '/m/booking/my-profile/config');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Glow Studio' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper follows the invitation here, reads the terms and is offered live chat to apply. */
export const PageShopperFromInvitation: Story = {
  name: 'Page Shopper From Invitation (English, signed in)',
  args: { initialPath: '/m/booking/store/detail' },
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectInvitation(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Read the agreement and apply' }));
    await at(canvasElement, PATH);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Merchant agreement' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply through live chat' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Someone who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: playGuestSentToSignIn(PATH),
};
