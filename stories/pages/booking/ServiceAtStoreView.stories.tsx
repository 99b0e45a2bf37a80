import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServiceAtStoreView } from '../../../src/pages/booking/ServiceAtStore/ServiceAtStoreView';
import { LONG_SERVICE, SERVICE_DETAIL, SLOTS, STORE_DETAIL } from './bookingStoryData';

/**
 * A service at one store, /m/booking/{sign}/{sign1} (route name booking-sign-sign1): the store
 * and its hours, the calendar (Buddhist era in Thai), the slots with the room left, staff, Book.
 * Needs login (the loader sends a guest to sign in).
 */
const READY = { status: 'ready', service: SERVICE_DETAIL, store: STORE_DETAIL, today: '2025-03-14', lastDay: '2025-05-13', date: '2025-03-14', slots: SLOTS } as const;

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
  parameters: { frame: 'none' },
} satisfies Meta<typeof ServiceAtStoreView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'จองที่สาขา' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thai (Buddhist era in the calendar): a slot, a member of staff, Book. */
export const Full: Story = {
  args: { time: '11:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/2568/)[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^12:00/ }));
    await expect(args.onTime).toHaveBeenCalledWith('12:00');
    await userEvent.selectOptions(canvas.getByLabelText('พนักงาน'), 'E-2');
    await expect(args.onStaff).toHaveBeenCalledWith('E-2');
    await userEvent.click(canvas.getByRole('button', { name: 'จองและชำระมัดจำ' }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
  },
};

/** The slot filled up: the backend's words, the day kept, Book off until another time is chosen. */
export const SlotTaken: Story = {
  globals: { locale: 'en_US' },
  args: { refusal: 'The 13:00 slot on 2025-03-14 at Glow Studio สยามสแควร์ is full. Please pick another time.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('is full');
    await expect(canvas.getByRole('button', { name: 'Book and pay deposit' })).toBeDisabled();
  },
};

/** No time on the day; the slots could not be loaded in Chinese is the next story. */
export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { ...READY, slots: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No times are available on this day. Please choose another date.')).toBeVisible();
  },
};

/** Chinese, the day's slots not loaded (spec §8 "Network Error" said with the retry). */
export const Chinese: Story = {
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

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { ...READY, store: { ...STORE_DETAIL, staff: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    await expect(canvas.queryByLabelText('Staff member')).toBeNull();
  },
};

export const LongThaiText: Story = {
  args: { state: { ...READY, service: { ...SERVICE_DETAIL, ...LONG_SERVICE } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: LONG_SERVICE.name })).toBeVisible();
  },
};
