import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { refundHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, BUCKET, bucketOk, fileInput, photoFile, playGuestSentToSignIn, requestLog } from './refundPageSupport';

const PATH = '/m/order/refund/request.php?order_id=20250399';

/**
 * Request a refund through the real route table on the stateful mock backend: both lines of the
 * paid order 20250399 with a lower amount (sent once), a failed photo upload that keeps the form,
 * a refused submit with the backend's message, a missing or hostile order_id, an unknown order
 * (not found), a malformed answer with retry, and a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Refund/RefundRequestPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' }, msw: { handlers: { bucket: bucketOk } } },
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

/** Both lines, no photos, ฿100 instead of the offered amount: one submit with both team_ids, then the return method. */
export const PageBothItems: Story = {
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

/** The bucket refuses a photo (spec §8 upload failure): the failure is said, the reason and the other photo stay. */
export const PagePhotoUploadFails: Story = {
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

/** The backend refuses the submit (spec §8 a toast message): its message on the amount step, nothing lost. */
export const PageSubmitRefused: Story = {
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

/** No order_id: a clear message, nothing asked of the backend. */
export const PageMissingOrder: Story = {
  args: { initialPath: '/m/order/refund/request.php' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This refund link does not work' }, { timeout: 5000 })).toBeVisible();
    await expect(log.formsTo('options')).toHaveLength(0);
  },
};

/** A hostile order_id and a team_id the order does not have (request_one.php): the same clear message. */
export const PageHostileQuery: Story = {
  args: { initialPath: '/m/order/refund/request_one.php?order_id=%3Cscript%3Ealert(1)%3C%2Fscript%3E&team_id=50001' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This refund link does not work' }, { timeout: 5000 })).toBeVisible();
  },
};

/** request_one.php naming a line the order does not have. */
export const PageUnknownLine: Story = {
  args: { initialPath: '/m/order/refund/request_one.php?order_id=20250399&team_id=12345' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This refund link does not work' }, { timeout: 5000 })).toBeVisible();
  },
};

/** An order that is not the shopper's: the not-found page. */
export const PageNotFound: Story = {
  args: { initialPath: '/m/order/refund/request.php?order_id=99999999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A malformed answer (in Thai): the error with a retry, never a crash. */
export const PageMalformed: Story = {
  globals: { locale: 'th_TH' },
  parameters: { msw: { handlers: { refunds: refundHandlers({ default: scenario.ok, getRefundOptions: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'โหลดหน้านี้ไม่สำเร็จ' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible());
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  globals: { login: 'guest', locale: 'th_TH' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
