import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, expectInvitation, playGuestSentToSignIn } from './merchantPageSupport';

const PATH = '/m/booking/store/detail';

/** The stores through the real route table on the stateful mock backend: the list, one store, an unknown one, a shopper, a guest. */
const meta = {
  title: 'Pages/BookingMerchant/StoreDetailPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: a store opens its page, with its services and staff; Edit leads to its settings. */
export const PageList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stores = await canvas.findByRole('list', { name: 'Your stores' }, { timeout: 5000 });
    await userEvent.click(within(stores).getByRole('link', { name: /Glow Studio สยามสแควร์/ }));
    await at(canvasElement, `${PATH}?store_id=S-1`);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Glow Studio สยามสแควร์' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: /Services/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /คุณน้ำฝน/ })).toHaveAttribute('href', '/m/booking/staff/config?employee_id=E-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit store' }));
    await at(canvasElement, '/m/booking/store/config?store_id=S-1');
    await expect(await canvas.findByRole('textbox', { name: /Store name/ }, { timeout: 5000 })).toHaveValue('Glow Studio สยามสแควร์');
  },
};

/** A store that is not the merchant's: a clear message and the way back to the list. */
export const PageUnknownStore: Story = {
  args: { initialPath: `${PATH}?store_id=S-404` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This store could not be found' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All stores' }));
    await expect(await canvas.findByRole('list', { name: 'Your stores' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A hostile store id: the same message, never a crash. */
export const PageHostileStore: Story = {
  args: { initialPath: `${PATH}?store_id=%3Cscript%3Ealert(1)%3C%2Fscript%3E` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This store could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The store list answers 20001 (spec §8): the live-chat dialog over the failure with its retry. */
export const PageLiveChatOnLoad: Story = {
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, getStoreList: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: 'Live chat' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A signed-in shopper: the invitation, no store of anybody's. */
export const PageShopper: Story = {
  args: { initialPath: `${PATH}?store_id=S-1` },
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => {
    await expectInvitation(canvasElement);
    await expect(within(canvasElement).queryByText('Glow Studio สยามสแควร์')).toBeNull();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: playGuestSentToSignIn(PATH),
};
