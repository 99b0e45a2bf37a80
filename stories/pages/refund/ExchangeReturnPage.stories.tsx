import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { refundHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at } from './refundPageSupport';

const PATH = '/m/account/Exchange_Return.php';

/**
 * The exchange and return page through the real route table on the stateful mock backend: the
 * shopper's latest requests under the policy, a guest reading the policy and offered sign-in (not
 * sent away), a malformed answer with retry.
 */
const meta = {
  title: 'Pages/Refund/ExchangeReturnPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thai: the three requests; the list button opens the refund list. */
export const PageShopper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /R-4003/ }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เปิดรายการคืนเงินของฉัน' }));
    await at(canvasElement, '/m/order/refund/refund_list.php');
  },
};

/** A guest (English) reads the policy; Sign in comes back here. */
export const PageGuest: Story = {
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

export const PageMalformed: Story = {
  globals: { locale: 'zh_CN' },
  parameters: { msw: { handlers: { refunds: refundHandlers({ default: scenario.ok, getRefunds: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '页面加载失败' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '退货时限' })).toBeVisible();
  },
};
