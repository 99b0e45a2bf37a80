import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { refundHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, playGuestSentToSignIn, requestLog } from './refundPageSupport';
import { sawToast } from '../../support/sawToast';

/**
 * **How the goods go back (in the running shop): choosing a courier or a branch, then booking it.**
 *
 * From How will you return the goods, the shopper picks a branch and confirms it, or books a
 * courier pick-up at their usual address and a free time; the refund's details then show the
 * choice. A closed request offers no way back, and the shop refuses a booking on it with its
 * message. A shopper who has not logged in is asked to log in first and comes back after. See each
 * page's own stories for its states.
 */
const meta = {
  title: 'Pages/Refund/RefundReturnPages',
  component: RouteTableHarness,
  args: { initialPath: '/m/order/refund/book_type?refund_id=R-4002' },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

/** An approved request: a branch chosen and confirmed (once, even when tapped twice); the details show it. */
export const PageBranch: Story = {
  name: 'Page Branch (English, signed in)',
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

/** In Thai, a courier pick-up: the usual address, the second time of the first day (once, even when tapped twice). */
export const PagePickUp: Story = {
  name: 'Page Pick Up (Thai, signed in)',
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

/** A refunded request: the shop refuses the branch with its message. */
export const PageClosedRequest: Story = {
  name: 'Page Closed Request (English, signed in)',
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

/** A closed request: nothing to choose. */
export const PageClosedBookType: Story = {
  name: 'Page Closed Book Type (English, signed in)',
  args: { initialPath: '/m/order/refund/book_type?refund_id=R-4003' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This request is closed, so the return method can no longer be chosen.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A link without its request: a clear message with the way to My refunds. */
export const PageMissingRefund: Story = {
  name: 'Page Missing Refund (English, signed in)',
  tags: ['error-state'],
  args: { initialPath: '/m/order/refund/pickUp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to my refunds' }, { timeout: 5000 }));
    await at(canvasElement, '/m/order/refund/refund_list.php');
  },
};

/** A request that is not the shopper's: the not-found page. */
export const PageNotFound: Story = {
  name: 'Page Not Found (English, signed in)',
  args: { initialPath: '/m/order/refund/book_type?refund_id=R-9999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Test only: pick-up times the shop sent garbled, in Simplified Chinese: the error with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (Chinese, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'zh_CN' },
  args: { initialPath: '/m/order/refund/pickUp?refund_id=R-4002' },
  parameters: { msw: { handlers: { refunds: refundHandlers({ default: scenario.ok, getRefundPickUpSlots: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '页面加载失败' }, { timeout: 5000 })).toBeVisible();
  },
};

/** How will you return the goods, for a shopper who has not logged in: log in first, and back here after. */
export const PageGuestBookType: Story = {
  name: 'Page Guest Book Type (Thai)',
  globals: { login: 'guest', locale: 'th_TH' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn('/m/order/refund/book_type?refund_id=R-4002'),
};

/** Return at a branch, for a shopper who has not logged in: log in first, and back here after. */
export const PageGuestBranch: Story = {
  name: 'Page Guest Branch (Thai)',
  globals: { login: 'guest', locale: 'th_TH' },
  args: { initialPath: '/m/order/refund/branch?refund_id=R-4002' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn('/m/order/refund/branch?refund_id=R-4002'),
};

/** Courier pick-up, for a shopper who has not logged in: log in first, and back here after. */
export const PageGuestPickUp: Story = {
  name: 'Page Guest Pick Up (Thai)',
  globals: { login: 'guest', locale: 'th_TH' },
  args: { initialPath: '/m/order/refund/pickUp?refund_id=R-4002' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn('/m/order/refund/pickUp?refund_id=R-4002'),
};
