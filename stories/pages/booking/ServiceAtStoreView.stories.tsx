import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServiceAtStoreView } from '../../../src/pages/booking/ServiceAtStore/ServiceAtStoreView';
import { LONG_SERVICE, SERVICE_DETAIL, SLOTS, STORE_DETAIL } from './bookingStoryData';
import { formatDate } from '../../../src/format';
import { storyLocale, storyText } from '../../support/storyText';

const READY = { status: 'ready', service: SERVICE_DETAIL, store: STORE_DETAIL, today: '2025-03-14', lastDay: '2025-05-13', date: '2025-03-14', slots: SLOTS } as const;

/**
 * **Book at a store: where a shopper picks the day, the time and the staff member for a service.**
 *
 * The store's address, phone and opening hours, the service's length and price, a calendar of the
 * days (in the Buddhist calendar in Thai), the times of the chosen day with the spots left, and a
 * staff member (or anyone available). Book and pay deposit leads to paying the deposit, after which
 * the appointment is booked and its voucher waits in the shopper's appointments. A shopper who has
 * not logged in is asked to log in first and comes back here after. When the shop needs to check
 * the shopper's account it says so in a dialog that offers live chat or the account centre.
 *
 * They see the loading state, the error state with Try again when the store could not be loaded, a
 * message when no time is left on a day, Try again on the times alone when they could not be
 * loaded, the shop's message when the chosen time filled up meanwhile, and the page-not-found page
 * for a store the shop does not have.
 */
const meta = {
  title: 'Pages/Booking/ServiceAtStoreView',
  component: ServiceAtStoreView,
  globals: { login: 'loggedIn' },
  args: {
    state: READY,
    time: null,
    staffId: '',
    onDate: fn(),
    onTime: fn(),
    onStaff: fn(),
    onBook: fn(),
    onRetry: fn(),
    onRetrySlots: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ServiceAtStoreView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the store is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('bookingBrowse:store.title') })).toBeVisible();
  },
};

/** The store could not be loaded: the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The chosen day as the story's language writes it (in Thai, in the Buddhist era): a time, a staff member, Book. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { time: '11:00' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(formatDate(READY.date, storyLocale(context.globals)), { exact: false })[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^12:00/ }));
    await expect(args.onTime).toHaveBeenCalledWith('12:00');
    await userEvent.selectOptions(canvas.getByLabelText(text('bookingBrowse:store.staff')), 'E-2');
    await expect(args.onStaff).toHaveBeenCalledWith('E-2');
    await userEvent.click(canvas.getByRole('button', { name: text('bookingBrowse:store.book') }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
  },
};

/** The time filled up while the shopper decided: the shop's message, the day kept, Book off until another time is chosen. */
export const SlotTaken: Story = {
  name: 'Slot Taken (English, signed in)',
  globals: { locale: 'en_US' },
  args: { refusal: 'The 13:00 slot on 2025-03-14 at Glow Studio สยามสแควร์ is full. Please pick another time.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('is full');
    await expect(canvas.getByRole('button', { name: 'Book and pay deposit' })).toBeDisabled();
  },
};

/** No time left on the chosen day: the shopper is asked to choose another date. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { ...READY, slots: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No times are available on this day. Please choose another date.')).toBeVisible();
  },
};

/** In Simplified Chinese: the times of the day could not be loaded (no connection), with Try again. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { ...READY, slots: null, slotsMessage: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '时段加载失败' })).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetrySlots).toHaveBeenCalledTimes(1);
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { ...READY, store: { ...STORE_DETAIL, staff: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    await expect(canvas.queryByLabelText('Staff member')).toBeNull();
  },
};

/** Long Thai texts wrap without hiding Book. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: { state: { ...READY, service: { ...SERVICE_DETAIL, ...LONG_SERVICE } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: LONG_SERVICE.name })).toBeVisible();
  },
};
