import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, bookingRequestLog, failedLoadStory, guestStory, PROVIDER, shopperStory } from './counterPageSupport';

const PATH = '/m/booking/order/availability/config';

/** The weekly time slots through the real route table on the stateful mock backend (`merchant` seed). */
const meta = {
  title: 'Pages/BookingCounter/AvailabilityConfigPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** English: Monday closes at 18:00 and Sunday closes; Save pressed twice: one week sent without Sunday; reloaded as saved. */
export const PageSaveWeek: Story = {
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

/** Thai: every day closed: said before anything is sent. */
export const PageNoOpenDay: Story = {
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

export const PageToSettings: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '接待人数与休息日' }, { timeout: 5000 }));
    await at(canvasElement, '/m/booking/order/availability/settings');
    // The settings page has replaced this one before the screenshot measures the page's height.
    await expect(await within(canvasElement).findByRole('button', { name: '保存' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageShopperInvited: Story = shopperStory(/เปิดวันจันทร์/);

export const PageGuest: Story = guestStory(PATH);

export const PageMalformed: Story = failedLoadStory('getSlotSettings', scenario.malformed);
