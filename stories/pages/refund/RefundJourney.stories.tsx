import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { address, at, bucketOk, fileInput, photoFile, requestLog } from './refundPageSupport';
import { sawToast } from '../../support/sawToast';

/**
 * **A refund from start to finish: what a shopper goes through from asking for a refund to
 * cancelling it, in the running shop.**
 *
 * The shopper asks for a refund of one item of a paid order (damaged in transit, with two photos),
 * books a courier pick-up, finds the request in My refunds as Requested, opens its details and
 * cancels it, and sees it cancelled there and in the list. For one page's states see that page's
 * stories.
 */
const meta = {
  title: 'Pages/Refund/RefundJourney',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' }, msw: { handlers: { bucket: bucketOk } } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/order/refund/request_one.php?order_id=20250399&team_id=50001' },
} satisfies Meta<typeof RouteTableHarness>;


export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

/** One item, damaged, with two photos; a courier pick-up booked; then the request found, cancelled and shown as cancelled. */
export const RequestPickUpCancel: Story = {
  name: 'Request Pick Up Cancel (English, signed in)',
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Step 1: the one line is already chosen.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Return and refund one item' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    // Step 2: the reason and two photos (uploaded as they are picked).
    await userEvent.click(await canvas.findByRole('radio', { name: 'Damaged in transit' }));
    await userEvent.upload(fileInput(canvasElement), [photoFile('box.svg'), photoFile('bottle.svg')]);
    await waitFor(() => expect(canvas.queryByText('Please wait until your photos are uploaded.')).not.toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(log.sentTo('/booking/f/wap/oss/record')).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    // Step 3: the amount the shop offers; sent once however often it is pressed.
    await userEvent.dblClick(await canvas.findByRole('button', { name: 'Send refund request' }));
    await at(canvasElement, '/m/order/refund/book_type?refund_id=');
    const submits = log.formsTo('submit');
    await expect(submits).toHaveLength(1);
    const submitted = submits[0];
    await expect(submitted?.get('order_id')).toBe('20250399');
    await expect(submitted?.getAll('team_ids[]')).toEqual(['50001']);
    await expect(submitted?.get('reason_id')).toBe('1');
    await expect(submitted?.getAll('images[]')).toHaveLength(2);
    const refundId = new URLSearchParams((address(canvasElement).textContent ?? '').split('?')[1]).get('refund_id') ?? '';
    await expect(refundId).toMatch(/^R-\d+$/);
    await sawToast(canvasElement, 'Your refund request was sent. Now choose how to return the goods.');
    // How the goods go back: a courier pick-up.
    await userEvent.click(await canvas.findByRole('radio', { name: /Courier pick-up/ }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await at(canvasElement, `/m/order/refund/pickUp?refund_id=${refundId}`);
    const day = await canvas.findByRole('group', { name: /^Day/ }, { timeout: 5000 });
    await userEvent.click(within(day).getAllByRole('radio')[0] as HTMLElement);
    const window = canvas.getByRole('group', { name: /^Time window/ });
    await userEvent.click(within(window).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm pick-up' }));
    await at(canvasElement, `/m/order/refund/refund_detail.php?refund_id=${refundId}`);
    const returns = log.formsTo('return');
    await expect(returns).toHaveLength(1);
    await expect([returns[0]?.get('refund_id'), returns[0]?.get('book_type'), returns[0]?.get('pickup_time')]).toEqual([refundId, 'pickup', '09:00-12:00']);
    await expect(returns[0]?.get('pickup_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await sawToast(canvasElement, 'Pick-up booked. The courier will come at the chosen time.');
    await expect(await canvas.findByText('Courier pick-up', {}, { timeout: 5000 })).toBeVisible();
    // The list shows it first, as requested.
    await goToAddress('/m/order/refund/refund_list.php');
    const row = await canvas.findByRole('link', { name: new RegExp(refundId) }, { timeout: 5000 });
    await expect(within(row).getByText('Requested')).toBeVisible();
    await userEvent.click(row);
    await at(canvasElement, `/m/order/refund/refund_detail.php?refund_id=${refundId}`);
    // Cancel it, confirmed first.
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel the request' }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel this refund request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await sawToast(canvasElement, 'Your refund request was cancelled.');
    await expect(log.formsTo('cancel').map((form) => form.get('refund_id'))).toEqual([refundId]);
    await expect(await canvas.findByText('You cancelled this request. You can ask for a refund again from the order.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel the request' })).toBeNull();
    // And the list says so.
    await goToAddress('/m/order/refund/refund_list.php');
    const cancelled = await canvas.findByRole('link', { name: new RegExp(refundId) }, { timeout: 5000 });
    await expect(within(cancelled).getByText('Cancelled')).toBeVisible();
  },
};
