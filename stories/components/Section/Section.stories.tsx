import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../../../src/components/Button';
import { Checkbox } from '../../../src/components/Checkbox';
import { Section, type SectionProps } from '../../../src/components/Section';
import { Text } from '../../../src/components/Text';

/** The page background the sections sit on. */
const Backdrop = styled.div<{ $inset?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme, $inset = false }) => `${theme.space[3]} ${$inset ? theme.space[3] : '0'}`};
  background: ${({ theme }) => theme.colors.background};
`;

/** A card inside a page with side padding, as in the cart. */
function renderInset(args: SectionProps) {
  return (
    <Backdrop $inset>
      <Section {...args} />
    </Backdrop>
  );
}

/**
 * A titled block of a page: a heading (which names the block for screen readers), an optional
 * action at the end of the header, then the content, a standard step apart. `panel` is the
 * full-width white block of product and checkout pages, `card` the rounded card of a page with
 * side padding (the cart), `plain` only the page's side padding (list pages). Use `headerStart` for
 * a control in place of the heading (select all) and name the block with `aria-label`. Do not use
 * it for a card that is one item of a list (use a card component or ListRow).
 */
const meta = {
  title: 'Components/Section',
  component: Section,
  args: {
    title: 'ที่อยู่สำหรับจัดส่ง',
    children: <Text>คุณสมศรี ใจดี 081-234-5678 · 99/1 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110</Text>,
  },
  argTypes: { variant: { control: 'inline-radio', options: ['panel', 'card', 'plain'] } },
  render: (args) => (
    <Backdrop>
      <Section {...args} />
    </Backdrop>
  ),
} satisfies Meta<typeof Section>;

export default meta;

type Story = StoryObj<typeof meta>;

export const PanelThai: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'ที่อยู่สำหรับจัดส่ง' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'ที่อยู่สำหรับจัดส่ง' })).toBeVisible();
  },
};

export const WithActionEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    title: 'Delivery address',
    headingId: 'delivery-address',
    action: (
      <Button variant="text" size="md" aria-describedby="delivery-address" onClick={fn()}>
        Change
      </Button>
    ),
    children: <Text>Somsri Jaidee 081-234-5678 · 99/1 Sukhumvit Road, Khlong Toei Nuea, Watthana, Bangkok 10110</Text>,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Delivery address' });
    const change = within(region).getByRole('button', { name: 'Change' });
    await expect(change).toHaveAccessibleDescription('Delivery address');
    await userEvent.click(change);
    await expect(change).toHaveFocus();
  },
};

export const CardChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    variant: 'card',
    title: '加购优惠：满 ฿500 即可以特价加购以下商品',
    children: <Text>积雪草祛痘修护面霜 50 克 · 泰式茉莉香米牛奶面膜 ×10 片</Text>,
  },
  render: renderInset,
};

export const LongThaiTitleWithAction: Story = {
  globals: { locale: 'th_TH' },
  args: {
    variant: 'card',
    title: 'สินค้าที่ไม่สามารถสั่งซื้อได้เนื่องจากหมดสต็อกหรือถูกนำออกจากร้านค้าแล้ว (12)',
    action: (
      <Button variant="text" size="sm" onClick={fn()}>
        ล้างทั้งหมด
      </Button>
    ),
  },
  render: renderInset,
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    const clear = within(canvasElement).getByRole('button', { name: 'ล้างทั้งหมด' });
    // The long heading wraps beside the action; neither is pushed out of the card.
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(clear.getBoundingClientRect().left);
  },
};

export const HeaderStartControl: Story = {
  args: {
    variant: 'card',
    title: undefined,
    'aria-label': 'สินค้าในรถเข็น',
    headerStart: <Checkbox label="เลือกทั้งหมด" checked={false} onChange={fn()} />,
    action: (
      <Button variant="text" size="sm" onClick={fn()}>
        คูปองสำหรับรถเข็นนี้
      </Button>
    ),
  },
  render: renderInset,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'สินค้าในรถเข็น' });
    await expect(within(region).queryByRole('heading')).toBeNull();
    await expect(within(region).getByRole('checkbox', { name: 'เลือกทั้งหมด' })).toBeVisible();
  },
};

export const PlainWithoutTitle: Story = {
  args: { variant: 'plain', as: 'div', title: undefined, children: <Text>แสดงสินค้า 248 รายการในหมวดครีมกันแดด</Text> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const WithDivider: Story = {
  args: { divider: true, title: 'รายละเอียดสินค้า', headingLevel: 3 },
  render: (args) => (
    <Backdrop style={{ gap: 0 }}>
      <Section title="ข้อมูลจำเพาะ">
        <Text>ขนาด 30 มล. · ผิวทุกประเภท</Text>
      </Section>
      <Section {...args} />
    </Backdrop>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'รายละเอียดสินค้า' })).toBeVisible();
  },
};
