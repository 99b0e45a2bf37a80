import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, expectInvitation, playGuestSentToSignIn } from './merchantPageSupport';

const PATH = '/m/booking/settled/agreement';

/** The merchant agreement on the stateful mock backend: a merchant accepts; a shopper comes from the invitation and applies; a guest. */
const meta = {
  title: 'Pages/BookingMerchant/AgreementPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The merchant: approved, the documents from settled_config; accepting enables Continue, which opens the profile. */
export const PageMerchantAccepts: Story = {
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

/** A shopper follows the invitation's link here, reads the terms and is offered the live chat to apply. */
export const PageShopperFromInvitation: Story = {
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

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: playGuestSentToSignIn(PATH),
};
