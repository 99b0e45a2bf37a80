import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, bookingRequestLog, failedLoadStory, guestStory, PROVIDER, shopperStory } from './counterPageSupport';

const PATH = '/m/booking/income';

/**
 * **Income: what a merchant has earned from bookings, and what has been paid out to them.**
 *
 * The total income, what is paid out and what is waiting for payout, in baht; the income per day,
 * week or month as bars (each amount also written out); and the payouts, each opening its detail.
 * Only a merchant (a store that takes bookings through the shop) sees it: a signed-in shopper who
 * is not one sees an invitation to become a merchant instead, and someone who has not logged in is
 * asked to log in first and comes back here after. When the shop needs to check the merchant's
 * account it says so in a dialog that offers live chat or the account centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded (no connection), and an empty page (no income yet) that says income appears
 * once customers use their bookings.
 */
const meta = {
  title: 'Pages/BookingCounter/IncomePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** In Thai: the totals, then by month from the tabs. */
export const PageMerchant: Story = {
  name: 'Page Merchant (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'รายได้ทั้งหมด' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'เดือน' }));
    await at(canvasElement, `${PATH}?period=month`);
    await expect(await canvas.findByText('รายได้ต่อเดือน (7 เดือนล่าสุดที่มีรายได้)', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** In English: a payout opens its detail. */
export const PagePayoutDetail: Story = {
  name: 'Page Payout Detail (English, signed in)',
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

/** A link with a nonsense period: income by day. */
export const PageHostilePeriod: Story = {
  name: 'Page Hostile Period (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?period=%22%3E%3Cimg` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Day' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A signed-in shopper who is not a merchant: the invitation, none of a merchant's data. */
export const PageShopperInvited: Story = shopperStory(/฿/);

/** Someone who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = guestStory(PATH);

/** Test only: an unreadable answer shows the failed page with Try again. */
export const PageMalformed: Story = { name: 'Page Malformed (signed in)', ...failedLoadStory('getIncome', scenario.malformed), tags: ['test-only', 'error-state'] };

/** The shop needs to check the account: the dialog over the failed page. */
export const PageLiveChat: Story = {
  name: 'Page Live Chat (English, signed in)',
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, getIncome: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 })).toBeVisible();
  },
};
