import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderCard, type OrderCardProps } from '../../../src/components/OrderCard';
import { productImage } from '../ProductCard/placeholderImage';

const items = [0, 1, 2, 3, 4, 5].map((seed) => ({ imageUrl: productImage(seed), name: `สินค้า ${seed + 1}` }));

/**
 * One order in the orders list (center.php): order number, status tag, item thumbnails (then
 * "+N"), the total and the action buttons the page passes in (Pay, Track, Buy again…), each
 * reported through `onAction(id)`. With `href` the card links to the order's detail. Do not use
 * it inside the order detail page itself; use StepIndicator and cart lines there.
 */
const meta = {
  title: 'Components/OrderCard',
  component: OrderCard,
  args: {
    orderNumber: '2026020112345678',
    status: 'pendingPayment',
    items: items.slice(0, 2),
    itemCount: 3,
    total: 2480,
    actions: [
      { id: 'cancel', label: 'ยกเลิกคำสั่งซื้อ' },
      { id: 'pay', label: 'ชำระเงิน', variant: 'primary' },
    ],
    onAction: fn(),
  },
  argTypes: {
    status: {
      control: 'select',
      options: ['pendingPayment', 'paid', 'shipped', 'completed', 'cancelled', 'refunding', 'refunded'],
    },
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingPayment: Story = {
  name: 'Pending Payment (English)',
  globals: { locale: 'en_US' },
  args: {
    actions: [
      { id: 'cancel', label: 'Cancel order' },
      { id: 'pay', label: 'Pay now', variant: 'primary' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Order no. 2026020112345678' })).toBeVisible();
    await expect(canvas.getByText('Awaiting payment')).toBeVisible();
    await expect(canvas.getByText('Total (3 items)')).toBeVisible();
    await expect(canvas.getByText('฿2,480')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onAction).toHaveBeenCalledWith('pay');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('cancel');
    const rect = canvas.getByRole('button', { name: 'Pay now' }).getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const ManyItems: Story = {
  name: 'Many Items (English)',
  globals: { locale: 'en_US' },
  args: { items, itemCount: 8, status: 'shipped', actions: [{ id: 'track', label: 'Track parcel' }] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Items' });
    await expect(within(list).getAllByRole('img')).toHaveLength(4);
    await expect(list).toHaveTextContent('+2');
    await expect(list).toHaveTextContent('and 2 more items');
  },
};

export const LinkedToDetail: Story = {
  name: 'Linked To Detail (English)',
  globals: { locale: 'en_US' },
  args: { href: '#order-1', onOpen: fn(), status: 'completed', actions: [{ id: 'review', label: 'Write a review' }] },
  render: (args) => (
    <OrderCard
      {...args}
      onOpen={(event) => {
        event.preventDefault();
        args.onOpen?.(event);
      }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Order no. 2026020112345678' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    await expect(args.onAction).toHaveBeenCalledWith('review');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const ActionLoading: Story = {
  args: { actions: [{ id: 'pay', label: 'ชำระเงิน', variant: 'primary', loading: true }] },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /ชำระเงิน/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

const statuses: OrderCardProps['status'][] = ['paid', 'completed', 'cancelled', 'refunding', 'refunded'];

export const AllStatusesChinese: Story = {
  globals: { locale: 'zh_CN' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {statuses.map((status) => (
        <OrderCard key={status} {...args} status={status} itemCount={1} items={items.slice(0, 1)} actions={[{ id: 'again', label: '再次购买' }]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('退款中')).toBeVisible();
    await expect(canvas.getAllByText('合计（共 1 件）')).toHaveLength(5);
  },
};

export const NoActionsThai: Story = { globals: { locale: 'th_TH' }, args: { status: 'cancelled', actions: [] } };

export const LongThaiActions: Story = {
  globals: { locale: 'th_TH' },
  args: {
    status: 'refunding',
    actions: [
      { id: 'detail', label: 'ดูรายละเอียดการคืนเงินทั้งหมด' },
      { id: 'chat', label: 'ติดต่อฝ่ายบริการลูกค้า' },
      { id: 'again', label: 'ซื้ออีกครั้ง', variant: 'primary' },
    ],
  },
};
