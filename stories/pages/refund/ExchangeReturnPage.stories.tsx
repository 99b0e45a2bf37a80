import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { refundHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at } from './refundPageSupport';

const PATH = '/m/account/Exchange_Return.php';

/**
 * **Exchange and return policy (in the running shop): where a shopper reads when and how they can
 * send goods back, and finds their refund requests.**
 *
 * The policy says when goods can be returned, in what condition, how to return them and how the
 * money comes back. Below it a signed-in shopper sees their latest refund requests and the way to
 * all of them; a shopper who has not logged in still reads the policy and is offered Sign in for
 * their requests, which brings them back here.
 *
 * They see the requests loading, You have no refund requests when there are none, and the error
 * state with Try again when the requests could not be loaded.
 */
const meta = {
  title: 'Pages/Refund/ExchangeReturnPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Thai: the three requests; the button opens My refunds. */
export const PageShopper: Story = {
  name: 'Page Shopper (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /R-4003/ }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เปิดรายการคืนเงินของฉัน' }));
    await at(canvasElement, '/m/order/refund/refund_list.php');
  },
};

/** A shopper who has not logged in reads the policy; Sign in brings them back here. */
export const PageGuest: Story = {
  name: 'Page Guest (English)',
  globals: { login: 'guest', locale: 'en_US' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'When you can return' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }, { timeout: 5000 }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
    // The sign-in page has loaded (the screenshot is taken of the settled page).
    await expect(await canvas.findByRole('textbox', { name: /Phone number or e-mail/ }, { timeout: 5000 })).toBeVisible();
  },
};

/** Test only: requests the shop sent garbled show a clear message with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (Chinese, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'zh_CN' },
  parameters: { msw: { handlers: { refunds: refundHandlers({ default: scenario.ok, getRefunds: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '页面加载失败' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '退货时限' })).toBeVisible();
  },
};
