import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components/Button';
import { Dialog, type DialogProps } from '../../../src/components/Dialog';
import { expectFocusTrapped } from '../../support/browserKeyboard';
import { storyText } from '../../support/storyText';

/**
 * A modal dialog on the native <dialog> element: `alert` to tell the shopper something they must
 * acknowledge (the booking 20001 notice), `confirm` for a decision before an action (remove from
 * cart, cancel an order; use `confirmVariant="danger"` when it destroys something), `custom` for
 * richer content such as coupon terms or the translate dialog. The `open` prop drives it; every way
 * out (Escape, Cancel, the close cross) calls `onClose`. Focus moves into the dialog and returns to
 * the opener. Do not use a dialog for passing feedback (use a Toast) or for a list of choices that
 * belongs at the bottom of the screen (use a BottomSheet).
 */
const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'ลบสินค้าออกจากรถเข็น',
    children: 'ต้องการลบ "เซรั่มวิตามินซีเข้มข้น 30 มล." ออกจากรถเข็นหรือไม่',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['alert', 'confirm', 'custom'] },
    confirmVariant: { control: 'inline-radio', options: ['primary', 'danger'] },
  },
  // Each open modal gets its own frame on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlertThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    variant: 'alert',
    title: 'ร้านค้าไม่สามารถรับการจองได้',
    children: 'ขออภัย ร้านค้ายังไม่เปิดรับการจองในช่วงเวลานี้ กรุณาติดต่อฝ่ายบริการลูกค้าผ่านแชตสด',
  },
  play: async ({ canvasElement, args, globals }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'ร้านค้าไม่สามารถรับการจองได้' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/ร้านค้ายังไม่เปิดรับการจอง/);
    // Focus moved into the dialog, onto its only button.
    const ok = within(dialog).getByRole('button', { name: storyText({ globals })('overlays:dialog.ok') });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    // Without onConfirm, OK closes.
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    variant: 'confirm',
    title: 'Remove from cart?',
    children: 'Vitamin C Brightening Serum 30 ml will be removed from your cart.',
    onConfirm: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'Remove from cart?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    for (const button of [cancel, confirm]) {
      const rect = button.getBoundingClientRect();
      await expect(rect.height).toBeGreaterThanOrEqual(44);
      await expect(rect.width).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(cancel);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCallsOnClose: Story = {
  name: 'Escape Calls On Close (Chinese)',
  globals: { locale: 'zh_CN' },
  args: {
    variant: 'confirm',
    title: '确认取消订单？',
    children: '取消后优惠券将退回您的账户，已支付金额将在 3 至 5 个工作日内原路退回。',
    onConfirm: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: '确认取消订单？' });
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // The open prop decides: the owner has not closed it, so it stays open.
    await expect(dialog).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const DangerWithOwnLabelsLongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    variant: 'confirm',
    confirmVariant: 'danger',
    title: 'ยืนยันการลบที่อยู่จัดส่ง "บ้านคุณแม่ ซอยสุขุมวิท 101/1 แขวงบางจาก เขตพระโขนง กรุงเทพมหานคร"',
    children:
      'เมื่อลบแล้ว ที่อยู่นี้จะไม่แสดงในรายการที่อยู่ของคุณอีก และคำสั่งซื้อที่กำลังจัดส่งจะยังคงส่งไปยังที่อยู่เดิมตามปกติ',
    confirmLabel: 'ลบที่อยู่นี้',
    cancelLabel: 'เก็บไว้ก่อน',
    onConfirm: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบที่อยู่นี้' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'เก็บไว้ก่อน' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmLoading: Story = {
  name: 'Confirm Loading (English)',
  globals: { locale: 'en_US' },
  args: {
    variant: 'confirm',
    title: 'Cancel this order?',
    children: 'Your coupon goes back to your account.',
    confirmLoading: true,
    onConfirm: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const confirm = within(canvasElement).getByRole('button', { name: /Confirm/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CustomCouponTerms: Story = {
  name: 'Custom Coupon Terms (English)',
  globals: { locale: 'en_US' },
  args: {
    variant: 'custom',
    title: 'Coupon terms',
    children: (
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        <li>฿100 off orders of ฿990 or more.</li>
        <li>One coupon per order; it cannot be combined with member prices.</li>
        <li>Valid until 31 December 2025, 23:59 (Bangkok time).</li>
      </ul>
    ),
    actions: <Button fullWidth>Use now</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Coupon terms' });
    await expect(within(dialog).getByRole('button', { name: 'Use now' })).toBeVisible();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const rect = close.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // A click that lands on the dialog element itself (its backdrop) closes a custom dialog too.
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const CustomLongChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    variant: 'custom',
    title: '翻译评价内容',
    children:
      '这款精华液质地清爽，很快就能被皮肤吸收，使用两周后肤色明显变得更加均匀透亮。包装精美，物流速度也很快，会继续回购并推荐给身边的朋友。',
  },
};

function OpenerDemo(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete address</Button>
      <Dialog
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
  args: {
    open: false,
    variant: 'confirm',
    title: 'Delete this address?',
    children: 'You can add it again at any time.',
    onConfirm: fn(),
  },
  render: (args) => <OpenerDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Delete address' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete this address?' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectFocusTrapped(dialog);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(opener).toHaveFocus();
    // And once more through the Cancel button.
    await userEvent.click(opener);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(opener).toHaveFocus();
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
