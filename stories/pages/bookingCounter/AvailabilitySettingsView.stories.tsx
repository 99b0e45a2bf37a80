import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvailabilitySettingsView } from '../../../src/pages/bookingCounter/AvailabilitySettings/AvailabilitySettingsView';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';
import { formatFullDate } from '../../../src/components/DatePicker/calendarFormat';
import { formatDate } from '../../../src/format';
import { storyLocale, storyText } from '../../support/storyText';

const form = {
  capacities: [
    { storeId: 'S-1', name: 'Glow Studio สยามสแควร์', capacity: '3' },
    { storeId: 'S-2', name: 'Glow Studio นิมมาน', capacity: '1' },
  ],
  closedDates: ['2025-04-13'],
};

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
  title: 'Pages/BookingCounter/AvailabilitySettingsView',
  component: AvailabilitySettingsView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', form, today: '2025-03-14' },
    onCapacity: fn(),
    onAddClosedDay: fn(),
    onRemoveClosedDay: fn(),
    onSave: fn(),
    onHours: fn(),
    onRetry: fn(),
    onJoin: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof AvailabilitySettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = loadingStory('bookingCounter:settings.title');

/** The page could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...errorWithRetryStory(), tags: ['error-state'] };

/** No store yet, in English: the merchant is asked to add one first. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', form: { capacities: [], closedDates: [] }, today: '2025-03-14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No stores yet' })).toBeVisible();
    await expect(canvas.getByText('No closed days: customers can book every open day.')).toBeVisible();
  },
};

/** A capacity typed, a day closed on the calendar, one opened again, saved. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: text('bookingCounter:settings.capacityOf', { store: 'Glow Studio นิมมาน' }) }), '2');
    await expect(args.onCapacity).toHaveBeenCalledWith('S-2', '12');
    await userEvent.click(within(canvas.getByRole('grid')).getByRole('button', { name: formatFullDate('2025-03-20', storyLocale(context.globals)) }));
    await expect(args.onAddClosedDay).toHaveBeenCalledWith('2025-03-20');
    await userEvent.click(canvas.getByRole('button', { name: text('bookingCounter:settings.reopen', { day: formatDate('2025-04-13 00:00:00', storyLocale(context.globals), 'date') }) }));
    await expect(args.onRemoveClosedDay).toHaveBeenCalledWith('2025-04-13');
    await userEvent.click(canvas.getByRole('button', { name: text('bookingCounter:settings.save') }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** In English, a capacity that is not a whole number from 1 to 20: the field says so. */
export const EnglishBadCapacity: Story = {
  name: 'English Bad Capacity (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', form: { ...form, capacities: [{ storeId: 'S-1', name: 'Glow Studio Siam Square', capacity: '0' }] }, today: '2025-03-14', badCapacities: ['S-1'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter a whole number from 1 to 20.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Time slots' }));
    await expect(args.onHours).toHaveBeenCalledTimes(1);
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: '不接受预约的日期' })).toBeVisible();
  },
};

/** A long Thai store name wraps without hiding its capacity. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', form: { ...form, capacities: [{ storeId: 'S-9', name: 'Glow Studio สาขาเซ็นทรัลเวิลด์ ชั้นสี่ โซนบิวตี้แอนด์เวลเนส ฝั่งทางเชื่อมรถไฟฟ้า', capacity: '4' }] }, today: '2025-03-14' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /โซนบิวตี้แอนด์เวลเนส/ })).toBeVisible();
  },
};

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const ShopperInvited: Story = {
  name: 'Shopper Invited (signed in)',
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
};
