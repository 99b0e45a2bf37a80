import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { refundHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, BUCKET, bucketOk, fileInput, photoFile, playGuestSentToSignIn, requestLog } from './refundPageSupport';

const PATH = '/m/order/refund/request.php?order_id=20250399';

/**
 * **Return and refund (in the running shop): where a shopper asks for their money back on an order,
 * or on one item of it.**
 *
 * Step by step, the shopper picks the items to return, gives the reason with photos if they like
 * (each uploads as soon as it is chosen), and sets the amount, up to what can be refunded; then
 * they choose how to return the goods. A shopper who has not logged in never sees this page: they
 * are asked to log in first and come back here after.
 *
 * They see the loading state while the order is on its way, the error state with Try again when it
 * could not be loaded, a message with the way to My refunds when the link is incomplete or was
 * changed, a message when a photo could not be uploaded (the rest of the form is kept), and the
 * shop's message when it refused the request.
 */
const meta = {
  title: 'Pages/Refund/RefundRequestPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' }, msw: { handlers: { bucket: bucketOk } } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

async function toReason(canvasElement: HTMLElement, all: boolean) {
  const canvas = within(canvasElement);
  const selectAll = await canvas.findByRole('checkbox', { name: 'Select all items' }, { timeout: 5000 });
  const first = canvas.getAllByRole('checkbox').find((box) => box !== selectAll);
  await userEvent.click(all ? selectAll : (first as HTMLElement));
  await userEvent.click(await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
  await userEvent.click(await canvas.findByRole('radio', { name: 'Changed my mind' }));
}

/** Both items, no photos, ฿100 instead of the amount offered: sent once, then the choice of how to return. */
export const PageBothItems: Story = {
  name: 'Page Both Items (English, signed in)',
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toReason(canvasElement, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const amount = await canvas.findByRole('textbox', { name: /Refund amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send refund request' }));
    await at(canvasElement, '/m/order/refund/book_type?refund_id=R-');
    const submits = log.formsTo('submit');
    await expect(submits).toHaveLength(1);
    await expect(submits[0]?.getAll('team_ids[]')).toHaveLength(2);
    await expect([submits[0]?.get('reason_id'), submits[0]?.get('amount')]).toEqual(['3', '100']);
    await expect(submits[0]?.has('images[]')).toBe(false);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How will you return the goods?' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A photo could not be uploaded: a message says so; the reason and the other photo stay. */
export const PagePhotoUploadFails: Story = {
  name: 'Page Photo Upload Fails (English, signed in)',
  tags: ['error-state'],
  parameters: {
    msw: {
      handlers: {
        bucket: (() => {
          let puts = 0;
          return [
            http.put(BUCKET, () => {
              puts += 1;
              return new HttpResponse(null, { status: puts === 2 ? 500 : 200 });
            }),
            ...bucketOk.slice(1),
          ];
        })(),
      },
    },
  },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toReason(canvasElement, false);
    await userEvent.upload(fileInput(canvasElement), [photoFile('box.svg'), photoFile('bottle.svg')]);
    await expect(await canvas.findByText('A photo could not be uploaded. Remove it and add it again.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Changed my mind' })).toBeChecked();
    await expect(canvas.getAllByRole('button', { name: /Remove/ })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(log.formsTo('submit')).toHaveLength(0);
  },
};

/** The shop refuses the request: its message on the amount step, nothing lost. */
export const PageSubmitRefused: Story = {
  name: 'Page Submit Refused (English, signed in)',
  tags: ['error-state'],
  parameters: { msw: { handlers: { refunds: refundHandlers({ default: scenario.ok, submitRefund: scenario.errcode(4402, { msg: 'The amount is above what can be refunded.' }) }) } } },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toReason(canvasElement, false);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Send refund request' }));
    await expect(await canvas.findByText('The amount is above what can be refunded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Refund amount/ })).not.toHaveValue('');
    await expect(log.formsTo('submit')).toHaveLength(1);
  },
};

/** A link without its order: a clear message, and the shop is asked nothing. */
export const PageMissingOrder: Story = {
  name: 'Page Missing Order (English, signed in)',
  tags: ['error-state'],
  args: { initialPath: '/m/order/refund/request.php' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This refund link does not work' }, { timeout: 5000 })).toBeVisible();
    await expect(log.formsTo('options')).toHaveLength(0);
  },
};

/** Test only: a hostile order, or an item the order does not have, in the link: the same clear message. */
export const PageHostileQuery: Story = {
  name: 'Page Hostile Query (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/order/refund/request_one.php?order_id=%3Cscript%3Ealert(1)%3C%2Fscript%3E&team_id=50001' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This refund link does not work' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A link to one item the order does not have: a clear message. */
export const PageUnknownLine: Story = {
  name: 'Page Unknown Line (English, signed in)',
  args: { initialPath: '/m/order/refund/request_one.php?order_id=20250399&team_id=12345' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This refund link does not work' }, { timeout: 5000 })).toBeVisible();
  },
};

/** An order that is not the shopper's: the not-found page. */
export const PageNotFound: Story = {
  name: 'Page Not Found (English, signed in)',
  args: { initialPath: '/m/order/refund/request.php?order_id=99999999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Test only: an order the shop sent garbled, in Thai: the error with Try again, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (Thai, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'th_TH' },
  parameters: { msw: { handlers: { refunds: refundHandlers({ default: scenario.ok, getRefundOptions: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'โหลดหน้านี้ไม่สำเร็จ' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible());
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  globals: { login: 'guest', locale: 'th_TH' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
