import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, bookingRequestLog, failedLoadStory, guestStory, PROVIDER, shopperStory } from './counterPageSupport';

const PATH = '/m/booking/income';

/** The income through the real route table on the stateful mock backend (`merchant` seed). */
const meta = {
  title: 'Pages/BookingCounter/IncomePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** Thai: the totals as stat cards; by month from the tabs (the period in the address). */
export const PageMerchant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'รายได้ทั้งหมด' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'เดือน' }));
    await at(canvasElement, `${PATH}?period=month`);
    await expect(await canvas.findByText('รายได้ต่อเดือน (7 เดือนล่าสุดที่มีรายได้)', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** English: a payout opens its detail from revenue/detail (asked for with its id). */
export const PagePayoutDetail: Story = {
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Gel Nails with Floral Art/ }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Payout' });
    await expect(await within(dialog).findByText('฿890', {}, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/revenue/detail`)).toMatchObject([{ id: 'I-2' }]);
  },
};

/** A hostile period: by day. */
export const PageHostilePeriod: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?period=%22%3E%3Cimg` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Day' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
  },
};

export const PageShopperInvited: Story = shopperStory(/฿/);

export const PageGuest: Story = guestStory(PATH);

export const PageMalformed: Story = failedLoadStory('getIncome', scenario.malformed);

/** 20001 on the load: the live-chat dialog over the failed page. */
export const PageLiveChat: Story = {
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, getIncome: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 })).toBeVisible();
  },
};
