import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { P, at, bookingRequestLog, expectInvitation, playGuestSentToSignIn } from './merchantPageSupport';

const PATH = '/m/booking/my-profile/config';

/** The merchant profile on the stateful mock backend: the shop, its bank, today's numbers, the weekly hours (sent once), a shopper, a guest. */
const meta = {
  title: 'Pages/BookingMerchant/MerchantProfilePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** Open on Sunday too, Saturday shorter; saved with a double click: one request with the open days. */
export const PageSaveHours: Story = {
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Glow Studio' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('ธนาคารกสิกรไทย')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Open on Sunday' }));
    const saturday = canvas.getByLabelText(/Saturday closes at/);
    await userEvent.clear(saturday);
    await userEvent.type(saturday, '18:00');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save opening hours' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Opening hours saved', {}, { timeout: 5000 })).toBeVisible();
    const sent = payloadsTo(`${P}/merchant_biz_time`);
    await expect(sent).toHaveLength(1);
    const days = (sent[0]?.biz_time ?? []) as { weekday: number; open: string; close: string }[];
    await expect(days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await expect(days[5]).toEqual({ weekday: 6, open: '10:00', close: '18:00' });
  },
};

/** Closing before opening: the day's message, nothing sent. */
export const PageBadHours: Story = {
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const monday = await canvas.findByLabelText(/Monday closes at/, {}, { timeout: 5000 });
    await userEvent.clear(monday);
    await userEvent.type(monday, '09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save opening hours' }));
    await expect(await canvas.findByText('Closing time must be after opening time.')).toBeVisible();
    await expect(payloadsTo(`${P}/merchant_biz_time`)).toHaveLength(0);
  },
};

/** The stores row opens the store list. */
export const PageOpenStores: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Your stores/ }, { timeout: 5000 }));
    await at(canvasElement, '/m/booking/store/detail');
    await expect(await canvas.findByRole('list', { name: 'Your stores' }, { timeout: 5000 })).toBeVisible();
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
  play: playGuestSentToSignIn(PATH),
};
