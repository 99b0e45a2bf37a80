import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, playGuestSentToSignIn } from './refundPageSupport';

const PATH = '/m/order/refund/kv_test_refund_delivery?refund_id=R-4001';

/** The refund delivery test page through the real route table on the mock backend. */
const meta = {
  title: 'Pages/Refund/RefundDeliveryPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-4001 goes back at a branch: the hand-over step is next; Change opens book_type, the detail link its detail. */
export const PageShopper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You drop the goods at the branch', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See the refund details' }));
    await at(canvasElement, '/m/order/refund/refund_detail.php?refund_id=R-4001');
  },
};

export const PageChangeMethod: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change how to return' }, { timeout: 5000 }));
    await at(canvasElement, '/m/order/refund/book_type?refund_id=R-4001');
  },
};

export const PageGuest: Story = {
  globals: { login: 'guest', locale: 'th_TH' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
