import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromPromise, type StateValue } from 'xstate';
import {
  orderRefundMachine,
  type OrderRefundContext,
  type RefundOptions,
  type RefundProgress,
  type RefundRequest,
  type UploadedPhoto,
  type UploadPhotoInput,
} from '../../../src/machines/orderRefund';
import { RefundRequestView, type RefundRequestViewProps } from '../../../src/pages/refund/RefundRequest/RefundRequestView';
import { optionsChinese, optionsEnglish, photo, refundContext } from '../../flows/orderRefund/storyData';
import { LONG_THAI_PRODUCT } from './refundStoryData';
import { storyText } from '../../support/storyText';

const never = <T,>() => new Promise<T>(() => {});

/** The flow's effects never settle: the story stays in the state it shows. */
const logic = orderRefundMachine.provide({
  actors: {
    loadOptions: fromPromise<RefundOptions, { orderId: string }>(() => never()),
    uploadPhoto: fromPromise<UploadedPhoto, UploadPhotoInput>(() => never()),
    submitRefund: fromPromise<{ refundId: string }, RefundRequest>(() => never()),
    loadProgress: fromPromise<RefundProgress, { refundId: string }>(() => never()),
  },
});

interface FlowAt {
  value: StateValue;
  context: OrderRefundContext;
  single?: boolean;
}

/** Story-only: the page's view on an orderRefund actor started in a resolved state. */
function RequestAt({ value, context, single = false, onRetry, onList }: FlowAt & Pick<RefundRequestViewProps, 'onRetry' | 'onList'>) {
  const actorRef = useActorRef(logic, { input: { orderId: context.orderId }, snapshot: logic.resolveState({ value, context }) });
  return <RefundRequestView state={{ status: 'ready', orderId: context.orderId, single, actorRef }} onRetry={onRetry} onList={onList} />;
}

/**
 * **Return and refund: where a shopper asks for their money back on an order, or on one item of
 * it.**
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
  title: 'Pages/Refund/RefundRequestView',
  component: RefundRequestView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'loading' }, onRetry: fn(), onList: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof RefundRequestView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the order is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('refund:request.title') })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The order could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The link is incomplete or was changed: a message, and the way to My refunds. */
export const InvalidLink: Story = {
  name: 'Invalid Link (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This refund link does not work' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my refunds' }));
    await expect(args.onList).toHaveBeenCalledTimes(1);
  },
};

/** In Thai, the first step: the order's two items to choose from. */
export const Full: Story = {
  name: 'Full (signed in)',
  parameters: { controls: { disable: true } },
  render: (args) => <RequestAt value={{ editing: { step: 'items', photos: 'idle' } }} context={refundContext({ selected: ['T1'] })} onRetry={args.onRetry} onList={args.onList} />,
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('refund:request.order', { orderId: '20250301' }))).toBeVisible();
    await expect(canvas.getAllByRole('checkbox').length).toBeGreaterThan(1);
  },
};

/** One item, with a long Thai name. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  parameters: { controls: { disable: true } },
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  render: (args) => (
    <RequestAt
      single
      value={{ editing: { step: 'items', photos: 'idle' } }}
      context={refundContext({
        options: { reasons: [], maxAmount: 1290, items: [{ teamId: 'T1', name: LONG_THAI_PRODUCT, image: '', quantity: 1, price: 1290 }] },
        selected: ['T1'],
      })}
      onRetry={args.onRetry}
      onList={args.onList}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'คืนสินค้าและคืนเงินหนึ่งรายการ' })).toBeVisible();
  },
};

/** In English, the reason step: two photos, one of which could not be uploaded (the form is kept). */
export const English: Story = {
  name: 'English (signed in)',
  parameters: { controls: { disable: true } },
  globals: { locale: 'en_US' },
  render: (args) => (
    <RequestAt
      value={{ editing: { step: 'reason', photos: 'idle' } }}
      context={refundContext({ options: optionsEnglish, selected: ['T1'], reasonId: '1', remark: 'The cap is cracked', photos: [photo('photo-1', 'done'), photo('photo-2', 'error')], photoCount: 2 })}
      onRetry={args.onRetry}
      onList={args.onList}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('A photo could not be uploaded');
    await expect(canvas.getByRole('textbox', { name: /Tell us more/ })).toHaveValue('The cap is cracked');
  },
};

/** In Simplified Chinese, the amount step. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  parameters: { controls: { disable: true } },
  globals: { locale: 'zh_CN' },
  render: (args) => (
    <RequestAt
      value={{ editing: { step: 'amount', photos: 'idle' } }}
      context={refundContext({ options: optionsChinese, selected: ['T1'], reasonId: '1', amount: '890' })}
      onRetry={args.onRetry}
      onList={args.onList}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '退货退款' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /提交/ })).toBeVisible();
  },
};
