import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { logout } from '../../../mocks/shop/account/accountOps';
import { isFailure } from '../../../mocks/shop/failure';
import { sharedShop } from '../../../mocks/shop/sharedShop';
import { submitRefund } from '../../../mocks/shop/shopping/refundOps';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, playGuestSentToSignIn, requestLog } from './refundPageSupport';
import { sawToast } from '../../support/sawToast';

const PATH = '/m/order/refund/refund_detail.php?refund_id=R-4001';

/**
 * **Refund details (in the running shop): where a shopper follows one refund request and changes or
 * cancels it.**
 *
 * The shopper sees the request's status (requested, approved, refunded or cancelled) and its
 * progress, the amount, the reason, the items and how the goods go back. While the request is open
 * they can choose or change how to return the goods, change the amount and add a note (while it is
 * still being reviewed), or cancel it after confirming. A decided or cancelled request says it can
 * no longer be changed. A shopper who has not logged in never sees this page: they are asked to log
 * in first and come back here after.
 *
 * They see the loading state while the request is on its way, the error state with Try again when
 * it could not be loaded, a message with the way to My refunds when the link is incomplete or was
 * changed, a message under the amount when it cannot be right, and the shop's message when it
 * refused a change.
 */
const meta = {
  title: 'Pages/Refund/RefundDetailPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

/** A new pending request on the paid order 20250399 (its first line, ฿100), whose page the story opens. */
const NEW_REQUEST = '/m/order/refund/refund_detail.php?refund_id=R-4004';
function pendingRequest(context: object) {
  const refund = submitRefund(sharedShop.state, { orderId: '20250399', teamIds: ['50001'], reasonId: '1', amount: 100 });
  if (isFailure(refund) || refund.refund_id !== 'R-4004') throw new Error('the shopper seed takes a new request R-4004');
  log.record(context);
}

async function openChange(canvasElement: HTMLElement, amount: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Change the request' }, { timeout: 5000 }));
  const field = canvas.getByRole('textbox', { name: /Refund amount/ });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.type(canvas.getByRole('textbox', { name: /Note for the shop/ }), 'Only the cap is cracked');
}

/** A lower amount and a note, saved (once, even when tapped twice): the new amount shows. */
export const PageChange: Story = {
  name: 'Page Change (English, signed in)',
  args: { initialPath: NEW_REQUEST },
  beforeEach: pendingRequest,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openChange(canvasElement, '50.5');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save changes' }));
    await sawToast(canvasElement, 'Your request was changed.');
    const changes = log.formsTo('modify');
    await expect(changes).toHaveLength(1);
    await expect([changes[0]?.get('refund_id'), changes[0]?.get('amount'), changes[0]?.get('remark')]).toEqual(['R-4004', '50.5', 'Only the cap is cracked']);
    await expect(await canvas.findByText('฿50.50', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Too much (the shop refuses) and zero (the page refuses): the messages, and the form is kept. */
export const PageChangeRefused: Story = {
  name: 'Page Change Refused (English, signed in)',
  tags: ['error-state'],
  args: { initialPath: NEW_REQUEST },
  beforeEach: pendingRequest,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openChange(canvasElement, '999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('The amount is above what can be refunded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Refund amount/ })).toHaveValue('999999');
    const field = canvas.getByRole('textbox', { name: /Refund amount/ });
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(field).toHaveAccessibleDescription(/Enter an amount above zero/);
    await expect(log.formsTo('modify')).toHaveLength(1);
  },
};

/** An approved request cancelled after confirming (once, even when tapped twice): Cancelled, and no actions left. */
export const PageCancel: Story = {
  name: 'Page Cancel (English, signed in)',
  args: { initialPath: '/m/order/refund/refund_detail.php?refund_id=R-4002' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel the request' }, { timeout: 5000 }));
    const body = within(canvasElement.ownerDocument.body);
    // Keep closes it and sends nothing.
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Keep the request' }));
    await expect(log.formsTo('cancel')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the request' }));
    await userEvent.dblClick(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }));
    await sawToast(canvasElement, 'Your refund request was cancelled.');
    await expect(log.formsTo('cancel').map((form) => form.get('refund_id'))).toEqual(['R-4002']);
    await waitFor(() => expect(canvas.getAllByText('Cancelled')[0]).toBeVisible(), { timeout: 5000 });
    await expect(canvas.queryByRole('button', { name: 'Cancel the request' })).toBeNull();
  },
};

/** The shopper's sign-in ran out before cancelling: they are asked to log in and come back to this refund. */
export const PageCancelSessionEnded: Story = {
  name: 'Page Cancel Session Ended (English, signed in)',
  args: { initialPath: '/m/order/refund/refund_detail.php?refund_id=R-4002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = await canvas.findByRole('button', { name: 'Cancel the request' }, { timeout: 5000 });
    // The backend's session ends while the page is open.
    logout(sharedShop.state);
    await userEvent.click(cancel);
    await userEvent.click(within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent('/m/order/refund/refund_detail.php?refund_id=R-4002')}`);
    await expect(await canvas.findByRole('textbox', { name: /Phone number or e-mail/ }, { timeout: 5000 })).toBeVisible();
  },
};

/** In Thai: Choose how to return opens the choice for this request. */
export const PageChooseReturn: Story = {
  name: 'Page Choose Return (Thai, signed in)',
  globals: { locale: 'th_TH' },
  args: { initialPath: '/m/order/refund/refund_detail.php?refund_id=R-4002' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'เลือกวิธีส่งคืน' }, { timeout: 5000 }));
    await at(canvasElement, '/m/order/refund/book_type?refund_id=R-4002');
  },
};

/** Test only: a hostile request in the link shows a clear message and asks the shop nothing. */
export const PageHostileQuery: Story = {
  name: 'Page Hostile Query (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/order/refund/refund_detail.php?refund_id=%22%3E%3Cimg%20src%3Dx%3E' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This refund link does not work' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A request that is not the shopper's: the not-found page. */
export const PageNotFound: Story = {
  name: 'Page Not Found (English, signed in)',
  args: { initialPath: '/m/order/refund/refund_detail.php?refund_id=R-9999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  globals: { login: 'guest', locale: 'th_TH' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
