import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard, type ProductCardProps } from '../../../src/components/ProductCard';
import { productImage } from './placeholderImage';

/**
 * A product in a list or grid: image (lazy, fixed square), brand, name (two lines at most), price
 * with special price, member price, estimated price after coupon, coupon tags and an add-to-cart
 * button driven by buy_btn_status. The whole card is one link (`href`, `onOpen`); a `take_down`
 * product is greyed, says "No longer available" and links nowhere. Use `layout="grid"` in
 * two-column lists and `layout="list"` in one-column results. Do not use it for cart lines.
 */
const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: {
    name: 'เซรั่มวิตามินซีเข้มข้น ลดเลือนจุดด่างดำ ผิวกระจ่างใส 30 มล.',
    brandName: 'KONVY BEAUTY',
    imageUrl: productImage(0),
    price: 1290,
    specialPrice: 990,
    status: 'on_sale',
    buyButton: 'enabled',
    href: '#product-1',
    layout: 'grid',
    onOpen: fn(),
    onAddToCart: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['grid', 'list'] },
    status: { control: 'inline-radio', options: ['on_sale', 'take_down'] },
    buyButton: { control: 'inline-radio', options: ['enabled', 'disabled', 'sold_out'] },
  },
  render: (args) => (
    <div style={{ width: args.layout === 'list' ? '100%' : 170 }}>
      <ProductCard {...args} onOpen={keepStory(args.onOpen)} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;

/** Stories stay on the page when the card's link is followed; the host app routes instead. */
function keepStory(onOpen: ProductCardProps['onOpen']): ProductCardProps['onOpen'] {
  return (event) => {
    event.preventDefault();
    onOpen?.(event);
  };
}
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  name: 'Grid (English)',
  globals: { locale: 'en_US' },
  args: { name: 'Vitamin C brightening serum for dark spots and dull skin, 30 ml' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: args.name });
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '300');
    await expect(img).toHaveAttribute('height', '300');
    const cart = canvas.getByRole('button', { name: `Add ${args.name} to cart` });
    await userEvent.click(cart);
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    // The add-to-cart tap does not open the product.
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const rect = cart.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

/** A card of a grid's first row (`priority`): its picture is in the first screen, so it loads at once. */
export const FirstRow: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
    await expect(canvasElement.querySelector('img')).not.toHaveAttribute('fetchpriority');
  },
};

/** A grid's first card (`fetchPriority: 'high'`): its picture, likely the page's largest, comes before the page's scripts. It looks as First Row does. */
export const FirstCard: Story = {
  tags: ['no-screenshot'],
  args: { priority: true, fetchPriority: 'high' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

export const KeyboardOpenAndAdd: Story = {
  name: 'Keyboard Open And Add (English)',
  globals: { locale: 'en_US' },
  args: { name: 'Hydrating toner' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Hydrating toner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add Hydrating toner to cart' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  },
};

export const WithAllPrices: Story = {
  name: 'With All Prices (English)',
  globals: { locale: 'en_US' },
  args: {
    name: 'Vitamin C serum 30 ml',
    memberPrice: 950,
    estimatedPrice: 850,
    coupons: [
      { type: 0, value: 100 },
      { type: 1, value: 10 },
      { type: 2 },
      { type: 3 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Member price ฿950')).toBeVisible();
    await expect(canvas.getByText('Est. ฿850 after coupon')).toBeVisible();
    const coupons = canvas.getByRole('list', { name: 'Coupons' });
    await expect(within(coupons).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(coupons).getByText('฿100 off')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/Special price\s*฿990/);
  },
};

export const ListLayout: Story = {
  args: {
    layout: 'list',
    memberPrice: 950,
    estimatedPrice: 850,
    coupons: [{ type: 0, value: 100 }, { type: 2 }],
  },
};

export const TakenDown: Story = {
  name: 'Taken Down (English)',
  args: { status: 'take_down' },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No longer available')).toBeVisible();
    // Not a link, not focusable, no add-to-cart: tapping it goes nowhere.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    await userEvent.click(canvas.getByText(args.name));
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const TakenDownList: Story = { args: { status: 'take_down', layout: 'list' } };

export const BuyButtonDisabled: Story = {
  name: 'Buy Button Disabled (English)',
  args: { buyButton: 'disabled' },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /to cart/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const SoldOut: Story = {
  name: 'Sold Out (English)',
  args: { buyButton: 'sold_out' },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /to cart/ })).toBeDisabled();
    // Sold out products still open their page (to register an arrival reminder).
    await expect(canvas.getByRole('link')).toBeVisible();
  },
};

export const GridOfCardsChinese: Story = {
  globals: { locale: 'zh_CN' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <ProductCard
        {...args}
        onOpen={keepStory(args.onOpen)}
        name="维生素C精华液 淡化色斑 提亮肤色 30毫升 限量版套装"
        brandName="科维美妆旗舰店"
        coupons={[{ type: 0, value: 100 }]}
        estimatedPrice={890}
      />
      <ProductCard {...args} imageUrl={productImage(1)} name="玻尿酸保湿爽肤水" brandName="科维" specialPrice={undefined} memberPrice={1190} />
      <ProductCard {...args} imageUrl={productImage(2)} name="防晒霜 SPF50+ PA++++" buyButton="sold_out" />
      <ProductCard {...args} imageUrl={productImage(3)} name="已下架的洁面乳" status="take_down" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('商品已下架')).toBeVisible();
    await expect(canvas.getByText('已售罄')).toBeVisible();
    await expect(canvas.getByText('券后约 ฿890')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const LongThaiName: Story = {
  globals: { locale: 'th_TH' },
  args: {
    name: 'ครีมบำรุงผิวหน้าสูตรเข้มข้นพิเศษสำหรับผิวแห้งและผิวแพ้ง่าย ช่วยฟื้นฟูผิวให้ชุ่มชื้นยาวนานตลอดวัน ขนาดใหญ่พิเศษ 100 มล.',
    brandName: 'แบรนด์เครื่องสำอางไทยที่มีชื่อยาวมากเป็นพิเศษ',
    memberPrice: 950,
    coupons: [{ type: 3 }],
  },
};
