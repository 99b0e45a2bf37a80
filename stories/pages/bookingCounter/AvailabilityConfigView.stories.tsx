import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvailabilityConfigView } from '../../../src/pages/bookingCounter/AvailabilityConfig/AvailabilityConfigView';
import { week } from './counterStoryData';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';
import { storyText } from '../../support/storyText';

/**
 * **Time slots: the merchant sets which days of the week their stores take bookings, and the
 * hours.**
 *
 * Each weekday is switched open or closed, with its opening and closing time; bookings start every
 * hour within them. Save time slots saves the week, and a message confirms it. A link leads to the
 * capacity and closed days. Only a merchant (a store that takes bookings through the shop) sees it:
 * a signed-in shopper who is not one sees an invitation to become a merchant instead, and someone
 * who has not logged in is asked to log in first and comes back here after.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded (no connection), a message when a closing time is not after the opening time
 * or when no day is open, and the shop's message when it refuses the week.
 */
const meta = {
  title: 'Pages/BookingCounter/AvailabilityConfigView',
  component: AvailabilityConfigView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', week },
    onChangeDay: fn(),
    onSave: fn(),
    onSettings: fn(),
    onRetry: fn(),
    onJoin: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof AvailabilityConfigView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = loadingStory('bookingCounter:hours.title');

/** The page could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...errorWithRetryStory(), tags: ['error-state'] };

/** In Thai, Sunday closed: the merchant opens Sunday and changes Monday's closing time. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: text('bookingCounter:hours.openOn', { day: text('bookingCounter:weekday.7') }) }));
    await expect(args.onChangeDay).toHaveBeenCalledWith(7, { open: true });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text('bookingCounter:hours.to', { day: text('bookingCounter:weekday.1') }) }), '18:30');
    await expect(args.onChangeDay).toHaveBeenCalledWith(1, { to: '18:30' });
    await userEvent.click(canvas.getByRole('button', { name: text('bookingCounter:hours.save') }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** In English, hours that end before they start: the day says so; the way to capacity and closed days. */
export const EnglishBadHours: Story = {
  name: 'English Bad Hours (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', week: week.map((day) => (day.weekday === 2 ? { ...day, from: '20:00', to: '09:00' } : day)), problem: { kind: 'badHours', weekdays: [2] } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The closing time must be after the opening time.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Capacity and closed days' }));
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
  },
};

/** In Simplified Chinese, every day closed: the page asks for at least one open day. */
export const ChineseNoOpenDay: Story = {
  name: 'Chinese No Open Day (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', week: week.map((day) => ({ ...day, open: false })), problem: { kind: 'noOpenDay' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('每周至少营业一天。');
  },
};

/** A long Thai message from the shop wraps without hiding Save. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', week, failure: 'กรุณาตรวจสอบเวลาเปิด-ปิด ระบบไม่สามารถบันทึกช่วงเวลาให้บริการของสาขาที่ปิดปรับปรุงชั่วคราวได้ในขณะนี้' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/ปิดปรับปรุงชั่วคราว/);
  },
};

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const ShopperInvited: Story = {
  name: 'Shopper Invited (signed in)',
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
  },
};
