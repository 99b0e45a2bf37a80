import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { bookingRequestLog, failedLoadStory, guestStory, PROVIDER, shopperStory } from './counterPageSupport';

const PATH = '/m/booking/order/availability/settings';

/** The capacity and closed days through the real route table on the stateful mock backend (`merchant` seed; today 14 March 2025). */
const meta = {
  title: 'Pages/BookingCounter/AvailabilitySettingsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

const capacityField = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('textbox', {}, { timeout: 5000 });

/** English: the first store takes 4 per slot, the 20th is closed; Save twice: sent once; reloaded with the closed day listed. */
export const PageSave: Story = {
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

/** Thai: a capacity of 0 is refused before anything is sent. */
export const PageBadCapacity: Story = {
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

export const PageShopperInvited: Story = shopperStory(/Glow Studio/);

export const PageGuest: Story = guestStory(PATH);

export const PageNetworkError: Story = failedLoadStory('getSlotSettings', scenario.offline);
