import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, playGuestSentToSignIn } from './refundPageSupport';

const PATH = '/m/order/refund/kv_test_refund_delivery?refund_id=R-4001';

/**
 * **Returning the goods (in the running shop): where a shopper follows how the goods of their
 * refund go back.**
 *
 * Three steps: choose how to return, the courier picks the parcel up or the shopper drops the goods
 * at a branch, and the shop checks the goods. While the request is open the shopper can choose or
 * change how to return; a link opens the refund's details. (A page the shop uses for trying this
 * step out.)
 *
 * They see the loading state while the refund is on its way, and the error state with Try again
 * when it could not be loaded.
 */
const meta = {
  title: 'Pages/Refund/RefundDeliveryPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refund going back at a branch: the hand-over step is next; Change and the details link open their pages. */
export const PageShopper: Story = {
  name: 'Page Shopper (English, signed in)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You drop the goods at the branch', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See the refund details' }));
    await at(canvasElement, '/m/order/refund/refund_detail.php?refund_id=R-4001');
  },
};

/** Change how to return opens the choice of courier or branch. */
export const PageChangeMethod: Story = {
  name: 'Page Change Method (English, signed in)',
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change how to return' }, { timeout: 5000 }));
    await at(canvasElement, '/m/order/refund/book_type?refund_id=R-4001');
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  globals: { login: 'guest', locale: 'th_TH' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
