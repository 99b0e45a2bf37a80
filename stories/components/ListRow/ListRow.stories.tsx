import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Icon } from '../../../src/components/Icon';
import { ListRow } from '../../../src/components/ListRow';
import { Price } from '../../../src/components/Price';

const svg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${fill}"/><rect x="16" y="10" width="16" height="28" rx="3" fill="#ffffff" opacity="0.8"/></svg>`)}`;
const serum = svg('#2e8b57');
const logo = svg('#c81e57');

/** A list as the pages lay one out: rows stacked a step apart. */
const Stack = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * One row of a list: a leading picture (48 px, square or round), a title with an optional
 * subtitle, trailing content (a price, a count), and optionally the whole row as a link (`href`,
 * `onOpen` to route in-app) or a button (`onSelect`). Use it for the items of an order, a brand
 * directory, a list of choices that open something. `card` gives each row its own white card on
 * the page background; `divider` draws a hairline between plain rows. Put it in an `<li>`. Do not
 * put a button in `trailing` of a row that is itself a link or button, and use ProductCard for
 * products that can be bought from the list.
 */
const meta = {
  title: 'Components/ListRow',
  component: ListRow,
  args: {
    imageSrc: serum,
    title: 'เซรั่มขมิ้นชันไบรท์เทนนิ่งสูตรเข้มข้นพิเศษสำหรับผิวหมองคล้ำ ขนาด 30 มล.',
    titleLines: 2,
    subtitle: 'จำนวน 2 ชิ้น',
    trailing: <Price amount={1380} size="sm" />,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['plain', 'card'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    mediaShape: { control: 'inline-radio', options: ['square', 'round'] },
  },
  render: (args) => (
    <Stack>
      <li>
        <ListRow {...args} />
      </li>
    </Stack>
  ),
} satisfies Meta<typeof ListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderItemThai: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByText(/เซรั่มขมิ้นชัน/);
    // Two lines at most: the rest is cut with an ellipsis, the full name stays in the DOM.
    await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(44);
    await expect(within(canvasElement).getByText('จำนวน 2 ชิ้น')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('฿1,380');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LinkCardEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    variant: 'card',
    align: 'center',
    mediaShape: 'round',
    imageSrc: logo,
    title: 'Siam Herb Lab',
    titleLines: undefined,
    subtitle: undefined,
    trailing: undefined,
    href: '/m/brand/siam-herb-lab',
    onOpen: fn((event) => event.preventDefault()),
  },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Siam Herb Lab' });
    await expect(link).toHaveAttribute('href', '/m/brand/siam-herb-lab');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const logoImage = link.querySelector('img');
    await expect(logoImage).toHaveAttribute('alt', '');
    await expect(getComputedStyle(logoImage as HTMLImageElement).borderRadius).toBe('50%');
  },
};

export const ButtonRowChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    imageSrc: undefined,
    media: <Icon name="gift" size={24} />,
    title: '优惠券',
    titleLines: undefined,
    subtitle: '有 3 张可用的优惠券',
    trailing: <Icon name="chevron" size={16} />,
    align: 'center',
    onSelect: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByRole('button', { name: /优惠券/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const WithDividers: Story = {
  render: (args) => (
    <Stack>
      <li>
        <ListRow {...args} divider />
      </li>
      <li>
        <ListRow {...args} imageSrc={logo} title="ครีมใบบัวบกลดสิว 50 ก." subtitle="จำนวน 1 ชิ้น" trailing={<Price amount={450} size="sm" />} divider />
      </li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(getComputedStyle(items[0]?.firstElementChild as Element).borderBottomWidth).toBe('1px');
  },
};

export const TitleOnlyLongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    variant: 'card',
    imageSrc: undefined,
    title: 'ร้านเครื่องสำอางออร์แกนิกจากสมุนไพรไทยแท้ที่ได้รับการรับรองมาตรฐานจากสำนักงานคณะกรรมการอาหารและยา',
    titleLines: undefined,
    subtitle: undefined,
    trailing: undefined,
  },
  play: async ({ canvasElement }) => {
    // Without a line limit the whole title wraps inside the row.
    const row = within(canvasElement).getByRole('listitem').firstElementChild as HTMLElement;
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
