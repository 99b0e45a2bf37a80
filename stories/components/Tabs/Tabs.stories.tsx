import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem, type TabsProps } from '../../../src/components/Tabs';

/**
 * Sections of one page that share a place on screen: a brand's home, categories, products and
 * reviews; an order list by status. Arrow keys move between tabs, Home and End jump to the ends,
 * and the whole list is one tab stop. `automatic` activation (default) selects as focus moves; use
 * `manual` when selecting a tab loads data. Many or long tabs scroll sideways; `stretch` shares the
 * width among two to four short ones. Do not use tabs to move between pages (use links or the
 * BottomTabBar) or to pick a value (use a SegmentedControl).
 */
const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'ส่วนของแบรนด์',
    selectedId: 'home',
    onSelect: fn(),
    tabs: [],
    children: null,
  },
  argTypes: { activation: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  render: function Render(args: TabsProps) {
    const [selected, setSelected] = useState(args.selectedId);
    const current = args.tabs.find((tab) => tab.id === selected);
    return (
      <Tabs
        {...args}
        selectedId={selected}
        onSelect={(id) => {
          setSelected(id);
          args.onSelect(id);
        }}
      >
        <p style={{ margin: 0 }}>{current?.label}: …</p>
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const brandTabsThai: TabItem[] = [
  { id: 'home', label: 'หน้าหลัก' },
  { id: 'category', label: 'หมวดหมู่' },
  { id: 'product', label: 'สินค้า' },
  { id: 'review', label: 'รีวิว' },
];

export const BrandTabsThai: Story = {
  globals: { locale: 'th_TH' },
  args: { tabs: brandTabsThai, stretch: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'ส่วนของแบรนด์' })).toBeVisible();
    const home = canvas.getByRole('tab', { name: 'หน้าหลัก' });
    await expect(home).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'หน้าหลัก' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'รีวิว' }));
    await expect(args.onSelect).toHaveBeenCalledWith('review');
    await expect(canvas.getByRole('tab', { name: 'รีวิว' })).toHaveAttribute('aria-selected', 'true');
    await expect(home).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'รีวิว' })).toHaveTextContent('รีวิว');
    const rect = home.getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const KeyboardAutomaticEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    label: 'Brand sections',
    tabs: [
      { id: 'home', label: 'Home' },
      { id: 'category', label: 'Categories' },
      { id: 'product', label: 'Products' },
      { id: 'review', label: 'Reviews' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    // One tab stop: Tab lands on the selected tab, and the next Tab goes to the panel.
    await userEvent.tab();
    await expect(tab('Home')).toHaveFocus();
    await expect(tab('Categories')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Categories')).toHaveFocus();
    await expect(tab('Categories')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith('category');
    await userEvent.keyboard('{End}');
    await expect(tab('Reviews')).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith('review');
    // Right from the last wraps to the first; Left from the first wraps to the last.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Home')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Reviews')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Home')).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Home' })).toHaveFocus();
  },
};

export const ManualActivationChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    label: '订单状态',
    selectedId: 'all',
    activation: 'manual',
    tabs: [
      { id: 'all', label: '全部' },
      { id: 'unpaid', label: '待付款' },
      { id: 'shipping', label: '待收货' },
      { id: 'review', label: '待评价' },
      { id: 'refund', label: '退款/售后' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // Focus moved, selection did not.
    await expect(canvas.getByRole('tab', { name: '待付款' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('unpaid');
    await expect(canvas.getByRole('tab', { name: '待付款' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTabIsSkipped: Story = {
  name: 'Disabled Tab Is Skipped (English)',
  globals: { locale: 'en_US' },
  args: {
    label: 'Review filter',
    selectedId: 'all',
    tabs: [
      { id: 'all', label: 'All' },
      { id: 'photos', label: 'With photos', disabled: true },
      { id: 'good', label: 'Positive' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'With photos' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Positive' })).toHaveFocus();
    await expect(args.onSelect).toHaveBeenCalledWith('good');
  },
};

export const ManyLongThaiTabsScroll: Story = {
  globals: { locale: 'th_TH' },
  args: {
    label: 'หมวดหมู่สินค้า',
    selectedId: 'skincare',
    tabs: [
      { id: 'skincare', label: 'ผลิตภัณฑ์บำรุงผิวหน้า' },
      { id: 'makeup', label: 'เครื่องสำอางและแต่งหน้า' },
      { id: 'body', label: 'ผลิตภัณฑ์ดูแลผิวกาย' },
      { id: 'hair', label: 'ผลิตภัณฑ์ดูแลเส้นผม' },
      { id: 'perfume', label: 'น้ำหอมและกลิ่นหอม' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    // The focused tab scrolls into view.
    const last = within(canvasElement).getByRole('tab', { name: 'น้ำหอมและกลิ่นหอม' });
    await expect(last).toHaveFocus();
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
  },
};
