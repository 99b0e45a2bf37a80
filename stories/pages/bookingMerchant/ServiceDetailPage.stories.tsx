import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { P, at, bookingRequestLog, expectInvitation, playGuestSentToSignIn } from './merchantPageSupport';

const PATH = '/m/booking/service/detail';

/** The services through the real route table on the stateful mock backend: the list, unpublish and publish (sent once), 20001, a shopper, a guest. */
const meta = {
  title: 'Pages/BookingMerchant/ServiceDetailPage',
  component: RouteTableHarness,
  args: { initialPath: `${PATH}?service_id=11001` },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** The list opens a service. */
export const PageList: Story = {
  args: { initialPath: PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your services' }, { timeout: 5000 });
    await userEvent.click(within(list).getByRole('link', { name: /Gel Nails with Floral Art/ }));
    await at(canvasElement, `${PATH}?service_id=11002`);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Gel Nails with Floral Art' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Unpublish (double click: one request), then publish again. */
export const PageUnpublishThenPublish: Story = {
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await canvas.findByRole('button', { name: 'Unpublish' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('button', { name: 'Publish' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Unpublished')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByRole('button', { name: 'Unpublish' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${P}/service/status`)).toEqual([
      { service_id: '11001', status: 'offline' },
      { service_id: '11001', status: 'online' },
    ]);
  },
};

/** 20001 on unpublish: the live-chat dialog (live chat or the account centre). */
export const PageLiveChat: Story = {
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, setServiceStatus: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Unpublish' }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: 'Account centre' })).toBeVisible();
  },
};

/** The service call answers with a malformed body: a clear message with a retry, never a crash. */
export const PageMalformed: Story = {
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, getServiceDetail: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your shop’s details could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A signed-in shopper: the invitation. */
export const PageShopper: Story = {
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => expectInvitation(canvasElement),
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: playGuestSentToSignIn(`${PATH}?service_id=11001`),
};
