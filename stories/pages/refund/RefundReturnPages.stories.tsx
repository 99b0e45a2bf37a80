import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { refundHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, playGuestSentToSignIn, requestLog } from './refundPageSupport';
import { sawToast } from '../../support/sawToast';

/**
 * How a refund's goods go back, through the real route table on the stateful mock backend:
 * book_type → branch (sent once) → the detail; book_type → pickUp with the default address and a
 * slot; a closed request refused with the backend's message; a missing refund_id, an unknown
 * refund (not found), malformed slots with retry; guests sent to sign in.
 */
const meta = {
  title: 'Pages/Refund/RefundReturnPages',
  component: RouteTableHarness,
  args: { initialPath: '/m/order/refund/book_type?refund_id=R-4002' },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

/** The approved R-4002: a branch, chosen and confirmed twice quickly, sent once; the detail shows it. */
export const PageBranch: Story = {
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Return at a branch/ }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await at(canvasElement, '/m/order/refund/branch?refund_id=R-4002');
    await userEvent.click(await canvas.findByRole('radio', { name: /สาขาเซ็นทรัลเฟสติวัล เชียงใหม่/ }, { timeout: 5000 }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Confirm branch' }));
    await at(canvasElement, '/m/order/refund/refund_detail.php?refund_id=R-4002');
    const returns = log.formsTo('return');
    await expect(returns).toHaveLength(1);
    await expect([returns[0]?.get('refund_id'), returns[0]?.get('book_type'), returns[0]?.get('branch_id')]).toEqual(['R-4002', 'branch', 'B-2']);
    await sawToast(canvasElement, 'Branch chosen. Bring the goods with your request number.');
    await expect(await canvas.findByText('Return at a branch', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** In Thai, a courier pick-up: the default address, the second window of the first day (confirm double-clicked: one request). */
export const PagePickUp: Story = {
  globals: { locale: 'th_TH' },
  args: { initialPath: '/m/order/refund/pickUp?refund_id=R-4002' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = await canvas.findByRole('group', { name: /^วัน/ }, { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: 'เปลี่ยนที่อยู่' })).toHaveAttribute('href', `/m/account/setting.php?redirect=${encodeURIComponent('/m/order/refund/pickUp?refund_id=R-4002')}`);
    await userEvent.click(within(day).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(within(canvas.getByRole('group', { name: /^ช่วงเวลา/ })).getByRole('radio', { name: '13:00–17:00' }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'ยืนยันการนัดรับ' }));
    await at(canvasElement, '/m/order/refund/refund_detail.php?refund_id=R-4002');
    await expect(log.formsTo('return').map((form) => [form.get('book_type'), form.get('pickup_time')])).toEqual([['pickup', '13:00-17:00']]);
  },
};

/** The refunded R-4003 offers no method; the branch page's confirm is refused with the backend's message. */
export const PageClosedRequest: Story = {
  args: { initialPath: '/m/order/refund/branch?refund_id=R-4003' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /สาขาสยามพารากอน/ }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm branch' }));
    await expect(await canvas.findByText('This refund request can no longer be changed.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /สาขาสยามพารากอน/ })).toBeChecked();
    await expect(log.formsTo('return')).toHaveLength(1);
  },
};

/** book_type of a closed request: nothing to choose. */
export const PageClosedBookType: Story = {
  args: { initialPath: '/m/order/refund/book_type?refund_id=R-4003' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This request is closed, so the return method can no longer be chosen.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** No refund_id: a clear message with the way to the refund list. */
export const PageMissingRefund: Story = {
  args: { initialPath: '/m/order/refund/pickUp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to my refunds' }, { timeout: 5000 }));
    await at(canvasElement, '/m/order/refund/refund_list.php');
  },
};

/** A refund that is not the shopper's: the not-found page. */
export const PageNotFound: Story = {
  args: { initialPath: '/m/order/refund/book_type?refund_id=R-9999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Malformed slots (in Chinese): the error with a retry. */
export const PageMalformed: Story = {
  globals: { locale: 'zh_CN' },
  args: { initialPath: '/m/order/refund/pickUp?refund_id=R-4002' },
  parameters: { msw: { handlers: { refunds: refundHandlers({ default: scenario.ok, getRefundPickUpSlots: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '页面加载失败' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A guest on book_type is sent to sign in and back. */
export const PageGuestBookType: Story = {
  globals: { login: 'guest', locale: 'th_TH' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn('/m/order/refund/book_type?refund_id=R-4002'),
};

/** A guest on branch is sent to sign in and back. */
export const PageGuestBranch: Story = {
  globals: { login: 'guest', locale: 'th_TH' },
  args: { initialPath: '/m/order/refund/branch?refund_id=R-4002' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn('/m/order/refund/branch?refund_id=R-4002'),
};

/** A guest on pickUp is sent to sign in and back. */
export const PageGuestPickUp: Story = {
  globals: { login: 'guest', locale: 'th_TH' },
  args: { initialPath: '/m/order/refund/pickUp?refund_id=R-4002' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn('/m/order/refund/pickUp?refund_id=R-4002'),
};
