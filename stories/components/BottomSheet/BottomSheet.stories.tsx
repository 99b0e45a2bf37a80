import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BottomSheet, type BottomSheetProps } from '../../../src/components/BottomSheet';
import { Button } from '../../../src/components/Button';
import { expectFocusTrapped } from '../../support/browserKeyboard';

/**
 * A modal panel that rises from the bottom of the screen, where the thumb is: choose a product
 * option, pick coupons at checkout, filter a list, share. It has a title, a close cross and content
 * that scrolls by itself, with an optional pinned footer for the action. Escape, the cross and a tap
 * on the backdrop call `onClose`; focus moves in and comes back to the opener. Do not use it for a
 * short message or a yes/no question (use a Dialog), nor for passing feedback (use a Toast).
 */
const meta = {
  title: 'Components/BottomSheet',
  component: BottomSheet,
  args: {
    open: true,
    onClose: fn(),
    title: 'เลือกตัวเลือกสินค้า',
    children: 'เซรั่มวิตามินซีเข้มข้น ขนาด 30 มล. และ 50 มล.',
  },
  // Each open modal gets its own frame on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const options = ['30 ml · ฿590', '50 ml · ฿890', '100 ml · ฿1,490'];

export const ProductOptionsEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    title: 'Choose a size',
    children: (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
        {options.map((option) => (
          <li key={option}>{option}</li>
        ))}
      </ul>
    ),
    footer: <Button fullWidth>Add to cart</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const sheet = within(canvasElement).getByRole('dialog', { name: 'Choose a size' });
    await expect(sheet).toBeVisible();
    // Anchored to the bottom edge of the screen.
    await expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    const close = within(sheet).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    const rect = close.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    // A click that lands on the dialog element itself (its backdrop) closes it as well.
    sheet.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    // A click inside the content does not.
    await userEvent.click(within(sheet).getByText('50 ml · ฿890'));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

const longThai =
  'คูปองส่วนลดสำหรับสมาชิกใหม่ ลด 15% เมื่อซื้อสินค้าความงามครบ 990 บาท ใช้ได้หนึ่งครั้งต่อหนึ่งคำสั่งซื้อ ไม่สามารถใช้ร่วมกับราคาสมาชิกหรือโปรโมชันอื่นได้ ';

export const LongContentScrollsThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    title: 'เลือกคูปองส่วนลดที่ต้องการใช้กับคำสั่งซื้อนี้ (ใช้ได้สูงสุดหนึ่งใบต่อคำสั่งซื้อ)',
    children: (
      <div>
        {Array.from({ length: 8 }, (_, index) => (
          <p key={index}>
            <button type="button" style={{ all: 'inherit', cursor: 'pointer' }}>
              {`${index + 1}. ${longThai}`}
            </button>
          </p>
        ))}
      </div>
    ),
    footer: <Button fullWidth>ใช้คูปอง</Button>,
  },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole('dialog', { name: /เลือกคูปองส่วนลด/ });
    // The sheet never covers the whole screen; its content scrolls while the footer stays.
    await expect(sheet.getBoundingClientRect().top).toBeGreaterThan(0);
    await expect(within(sheet).getByRole('button', { name: 'ใช้คูปอง' })).toBeVisible();
  },
};

export const ShareChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    title: '分享给好友',
    children: '复制链接后发送给好友，好友通过链接注册即可获得新人专享礼包。',
  },
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole('dialog', { name: '分享给好友' });
    await expect(within(sheet).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

function OpenerDemo(args: BottomSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Filter
      </Button>
      <BottomSheet
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

export const FocusReturnsToOpener: Story = {
  name: 'Focus Returns To Opener (English)',
  globals: { locale: 'en_US' },
  args: { open: false, title: 'Filter products', children: 'Brand, price and skin type.' },
  render: (args) => <OpenerDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Filter' });
    await userEvent.click(opener);
    const sheet = await canvas.findByRole('dialog', { name: 'Filter products' });
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expectFocusTrapped(sheet);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeVisible());
    await expect(opener).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
