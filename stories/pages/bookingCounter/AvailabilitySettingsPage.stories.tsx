import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { bookingRequestLog, failedLoadStory, guestStory, PROVIDER, shopperStory } from './counterPageSupport';

const PATH = '/m/booking/order/availability/settings';

/**
 * **Capacity and closed days: how many customers each store takes per time slot, and the days it
 * takes no booking.**
 *
 * For each store the merchant types the customers per time slot (a whole number from 1 to 20); on
 * the calendar (in the Buddhist calendar in Thai) they choose days to close, see the days already
 * closed and can open one again; Save keeps it all, and a message confirms it. Bookings already
 * made on a closed day stay. Only a merchant (a store that takes bookings through the shop) sees
 * it: a signed-in shopper who is not one sees an invitation to become a merchant instead, and
 * someone who has not logged in is asked to log in first and comes back here after.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded (no connection), a prompt to add a store first when there is none, and a
 * message under a capacity that is not a whole number from 1 to 20.
 */
const meta = {
  title: 'Pages/BookingCounter/AvailabilitySettingsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

const capacityField = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('textbox', {}, { timeout: 5000 });

/**
 * In English: the first store takes 4 per slot and the 20th closes; Save tapped twice saves once,
 * and the closed day is listed after.
 */
export const PageSave: Story = {
  name: 'Page Save (English, signed in)',
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await capacityField(canvasElement);
    await userEvent.clear(first as HTMLElement);
    await userEvent.type(first as HTMLElement, '4');
    await userEvent.click(within(canvas.getByRole('grid')).getByRole('button', { name: /^Thursday, March 20, 2025/ }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Capacity and closed days saved', {}, { timeout: 5000 })).toBeVisible();
    const sent = payloadsTo(`${PROVIDER}/merchant_biz_time`).filter((payload) => 'closed_dates' in payload);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.closed_dates).toEqual(['2025-03-20']);
    await expect((sent[0]?.capacities as unknown[] | undefined)?.[0]).toEqual({ store_id: 'S-1', slot_capacity: 4 });
    await expect(await canvas.findByRole('button', { name: 'Open again: Mar 20, 2025' }, { timeout: 5000 })).toBeVisible();
  },
};

/** In Thai, a capacity of 0: refused before anything is saved. */
export const PageBadCapacity: Story = {
  name: 'Page Bad Capacity (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await capacityField(canvasElement);
    await userEvent.clear(first as HTMLElement);
    await userEvent.type(first as HTMLElement, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    await expect(await canvas.findByText('กรุณากรอกจำนวนเต็มตั้งแต่ 1 ถึง 20')).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/merchant_biz_time`).filter((payload) => 'closed_dates' in payload)).toEqual([]);
  },
};

/** A signed-in shopper who is not a merchant: the invitation, none of a merchant's data. */
export const PageShopperInvited: Story = shopperStory(/Glow Studio/);

/** Someone who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = guestStory(PATH);

/** No connection: the page says so, with Try again. */
export const PageNetworkError: Story = { name: 'Page Network Error (signed in)', ...failedLoadStory('getSlotSettings', scenario.offline), tags: ['error-state'] };
