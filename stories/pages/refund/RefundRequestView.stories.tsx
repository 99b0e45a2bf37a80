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
 * Request a refund, /m/order/refund/request.php and request_one.php (spec §2): the order, then the
 * orderRefund flow's steps (lines, reason with photos, amount up to the refundable amount). Guests
 * never see it: the loader sends them to sign in.
 */
const meta = {
  title: 'Pages/Refund/RefundRequestView',
  component: RefundRequestView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'loading' }, onRetry: fn(), onList: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof RefundRequestView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'คืนสินค้าและคืนเงิน' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No order_id (or a hostile one): a clear message, the way to the refund list. */
export const InvalidLink: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This refund link does not work' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my refunds' }));
    await expect(args.onList).toHaveBeenCalledTimes(1);
  },
};

/** Thai, the first step: the order's two lines to choose from. */
export const Full: Story = {
  render: (args) => <RequestAt value={{ editing: { step: 'items', photos: 'idle' } }} context={refundContext({ selected: ['T1'] })} onRetry={args.onRetry} onList={args.onList} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('คำสั่งซื้อเลขที่ 20250301')).toBeVisible();
    await expect(canvas.getAllByRole('checkbox').length).toBeGreaterThan(1);
  },
};

/** One item (request_one.php) with a long Thai name. */
export const LongThaiText: Story = {
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

/** English, the reason step: two photos, one failed (the form is kept, the failure said). */
export const English: Story = {
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

/** Chinese, the amount step. */
export const Chinese: Story = {
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
