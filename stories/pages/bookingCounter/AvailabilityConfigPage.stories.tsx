import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, bookingRequestLog, failedLoadStory, guestStory, PROVIDER, shopperStory } from './counterPageSupport';

const PATH = '/m/booking/order/availability/config';

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
  title: 'Pages/BookingCounter/AvailabilityConfigPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** In English: Monday closes at 18:00 and Sunday closes; Save tapped twice saves the week once, and it stays as saved. */
export const PageSaveWeek: Story = {
  name: 'Page Save Week (English, signed in)',
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Monday until' }, { timeout: 5000 }), '18:00');
    const sunday = canvas.getByRole('switch', { name: 'Open on Sunday' });
    if (sunday.getAttribute('aria-checked') === 'true') await userEvent.click(sunday);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save time slots' }));
    await expect(await canvas.findByText('Time slots saved', {}, { timeout: 5000 })).toBeVisible();
    const sent = payloadsTo(`${PROVIDER}/merchant_biz_time`).filter((payload) => 'biz_time' in payload);
    await expect(sent).toHaveLength(1);
    const week = (sent[0]?.biz_time ?? []) as { weekday: number; open: string; close: string }[];
    await expect(week.find((day) => day.weekday === 1)).toMatchObject({ close: '18:00' });
    await expect(week.some((day) => day.weekday === 7)).toBe(false);
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Open on Sunday' })).toHaveAttribute('aria-checked', 'false'));
  },
};

/** In Thai, every day closed: said before anything is saved. */
export const PageNoOpenDay: Story = {
  name: 'Page No Open Day (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('switch', { name: 'เปิดวันจันทร์' }, { timeout: 5000 });
    for (const toggle of canvas.getAllByRole('switch')) if (toggle.getAttribute('aria-checked') === 'true') await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกช่วงเวลา' }));
    await expect(await canvas.findByText('กรุณาเปิดอย่างน้อยหนึ่งวันต่อสัปดาห์')).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/merchant_biz_time`).filter((payload) => 'biz_time' in payload)).toEqual([]);
  },
};

/** The way to capacity and closed days. */
export const PageToSettings: Story = {
  name: 'Page To Settings (Chinese, signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '接待人数与休息日' }, { timeout: 5000 }));
    await at(canvasElement, '/m/booking/order/availability/settings');
    // The settings page has replaced this one before the screenshot measures the page's height.
    await expect(await within(canvasElement).findByRole('button', { name: '保存' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A signed-in shopper who is not a merchant: the invitation, none of a merchant's data. */
export const PageShopperInvited: Story = shopperStory((text) => new RegExp(text('bookingCounter:hours.openOn', { day: text('bookingCounter:weekday.1') })));

/** Someone who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = guestStory(PATH);

/** Test only: an unreadable answer shows the failed page with Try again. */
export const PageMalformed: Story = { name: 'Page Malformed (signed in)', ...failedLoadStory('getSlotSettings', scenario.malformed), tags: ['test-only', 'error-state'] };
