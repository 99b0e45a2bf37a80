import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressCard } from '../../../src/components/AddressCard';
import { storyText } from '../../support/storyText';

const somchai = {
  recipient: 'สมชาย ใจดี',
  phone: '081 234 5678',
  lines: ['99/9 ถนนสุขุมวิท ซอย 21 แขวงคลองเตยเหนือ', 'เขตวัฒนา กรุงเทพมหานคร 10110'],
};

/**
 * A delivery address: recipient, phone, address lines, a Default tag and an Edit button
 * (`onEdit`). With `radioName` it becomes one option of an address picker: a native radio, the
 * whole card selects it, arrow keys move between cards of the same `radioName`. Do not use it
 * for store or branch addresses of the booking pages.
 */
const meta = {
  title: 'Components/AddressCard',
  component: AddressCard,
  args: { ...somchai, isDefault: true, onEdit: fn() },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = storyText({ globals });
    await expect(canvas.getByText(text('commerce:addressCard.default'))).toBeVisible();
    const edit = canvas.getByRole('button', { name: text('commerce:addressCard.edit'), description: 'สมชาย ใจดี' });
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    const rect = edit.getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await expect(rect.width).toBeGreaterThanOrEqual(44);
  },
};

export const EnglishNotDefault: Story = {
  globals: { locale: 'en_US' },
  args: {
    recipient: 'John Smith',
    phone: '089 876 5432',
    lines: ['Room 1203, Park Tower, 55 Wireless Road', 'Lumphini, Pathum Wan, Bangkok 10330'],
    isDefault: false,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Default')).toBeNull();
    canvas.getByRole('button', { name: 'Edit', description: 'John Smith' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const NoEdit: Story = { args: { onEdit: undefined } };

/** Two cards of one group; the second reports its selection through `onSelectOffice`. */
function Picker({ onSelectOffice }: { onSelectOffice: () => void }) {
  const [chosen, setChosen] = useState('home');
  const choose = (id: string) => {
    setChosen(id);
    if (id === 'office') onSelectOffice();
  };
  return (
    <div role="radiogroup" aria-label="Delivery address" style={{ display: 'grid', gap: 8 }}>
      <AddressCard {...somchai} isDefault radioName="address" selected={chosen === 'home'} onSelect={() => choose('home')} onEdit={() => {}} />
      <AddressCard
        recipient="王小明"
        phone="062 111 2222"
        lines={['曼谷市是隆路 123 号 8 楼', '邦拉区 曼谷 10500']}
        radioName="address"
        selected={chosen === 'office'}
        onSelect={() => choose('office')}
        onEdit={() => {}}
      />
    </div>
  );
}

export const Selectable: Story = {
  args: { onSelect: fn() },
  render: (args) => <Picker onSelectOffice={() => args.onSelect?.()} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('radio', { name: /สมชาย ใจดี/ });
    const office = canvas.getByRole('radio', { name: /王小明/ });
    await expect(home).toBeChecked();
    await userEvent.click(canvas.getByText('邦拉区 曼谷 10500'));
    await expect(office).toBeChecked();
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowUp}');
    await expect(home).toBeChecked();
    await expect(home).toHaveFocus();
    await expect(office).not.toBeChecked();
  },
};

export const LongChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    recipient: '欧阳美丽',
    phone: '095 555 0123',
    lines: ['泰国曼谷市素坤逸路第二十一巷九十九号九楼九零一室（近地铁素坤逸站三号出口）', '瓦塔纳区 曼谷 10110'],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '编辑', description: '欧阳美丽' })).toBeVisible();
  },
};
