import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/components/Button';
import { ToastHost, useToastQueue, type ToastTimers } from '../../../src/components/Toast';
import { storyText } from '../../support/storyText';

/**
 * Short, passing feedback over the page: "Added to cart", "Coupon claimed", or an api error's
 * message (spec §8: a msg or errmsg is shown as a toast). Mount one `ToastHost` per page layout and
 * feed it from `useToastQueue`, which shows one toast at a time and dismisses each after its
 * duration (the clock starts when it becomes visible and stops while the shopper points at or
 * focuses it). Errors are announced at once, everything else politely. Do not use a toast for
 * anything the shopper must act on or must not miss (a failed payment, a confirmation): use a
 * Dialog, or an inline message beside the field.
 */
const meta = {
  title: 'Components/Toast',
  component: ToastHost,
  args: {
    toasts: [{ id: 't1', message: 'เพิ่มสินค้าลงรถเข็นแล้ว', tone: 'success' }],
    onDismiss: fn(),
    onPause: fn(),
    onResume: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['bottom', 'top'] },
  },
  // Fixed to the viewport: each story gets its own frame on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessThai: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('เพิ่มสินค้าลงรถเข็นแล้ว');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    const dismiss = canvas.getByRole('button', { name: storyText({ globals })('overlays:toast.dismiss') });
    const rect = dismiss.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledWith('t1');
  },
};

export const ErrorIsAssertiveEnglish: Story = {
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    toasts: [{ id: 'e1', message: 'The network is busy. Please try again in a moment.', tone: 'error' }],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The network is busy. Please try again in a moment.');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('e1');
  },
};

export const PausesWhileFocused: Story = {
  name: 'Pauses While Focused (Chinese)',
  globals: { locale: 'zh_CN' },
  args: { toasts: [{ id: 'z1', message: '优惠券领取成功，已放入您的账户', tone: 'success' }] },
  play: async ({ canvasElement, args }) => {
    const dismiss = within(canvasElement).getByRole('button', { name: '关闭通知' });
    // Reaching the toast by keyboard stops its clock; leaving it starts the clock again.
    dismiss.focus();
    await expect(args.onPause).toHaveBeenCalled();
    dismiss.blur();
    await expect(args.onResume).toHaveBeenCalled();
  },
};

export const StackedTonesLongText: Story = {
  args: {
    toasts: [
      {
        id: 's1',
        message: 'คูปองส่วนลด 15% สำหรับสมาชิกใหม่ถูกเก็บเข้าบัญชีของคุณแล้ว ใช้ได้กับสินค้าความงามทุกรายการภายใน 7 วัน',
        tone: 'success',
      },
      { id: 's2', message: 'Only 2 left in stock: the rest of your order ships separately.', tone: 'warning' },
      { id: 's3', message: '您的订单已提交，我们会尽快为您安排发货。', tone: 'info' },
      { id: 's4', message: 'ระบบไม่สามารถเชื่อมต่อได้ กรุณาลองใหม่อีกครั้ง', tone: 'error' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('status')).getAllByRole('button')).toHaveLength(3);
    await expect(within(canvas.getByRole('alert')).getAllByRole('button')).toHaveLength(1);
  },
};

export const TopPlacement: Story = {
  args: {
    placement: 'top',
    toasts: [{ id: 'p1', message: 'Language changed to English', tone: 'info' }],
  },
};

export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvasElement }) => {
    // The live regions stay mounted and empty, ready to announce the next toast.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** A clock the story moves by hand, so what renders never depends on real time. */
function createManualClock(): { timers: ToastTimers; elapse: () => void } {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    timers: {
      setTimeout: (callback) => {
        next += 1;
        pending.set(next, callback);
        return next;
      },
      clearTimeout: (handle) => {
        if (typeof handle === 'number') pending.delete(handle);
      },
    },
    elapse: () => {
      const due = [...pending.values()];
      pending.clear();
      for (const callback of due) callback();
    },
  };
}

function QueueDemo() {
  const [clock] = useState(createManualClock);
  const queue = useToastQueue({ durationMs: 3000, timers: clock.timers });
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button
        onClick={() => {
          queue.show('เพิ่มสินค้าลงรถเข็นแล้ว', 'success');
          queue.show('สินค้าชิ้นนี้เหลือเพียง 2 ชิ้น', 'warning');
        }}
      >
        Show two toasts
      </Button>
      <Button variant="outline" onClick={clock.elapse}>
        Let 3 seconds pass
      </Button>
      <p>Waiting: {queue.waiting}</p>
      <ToastHost toasts={queue.toasts} onDismiss={queue.dismiss} onPause={queue.pause} onResume={queue.resume} />
    </div>
  );
}

export const QueueOneAtATime: Story = {
  render: () => <QueueDemo />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show two toasts' }));
    // One at a time: the second waits until the first is gone.
    await expect(canvas.getByRole('status')).toHaveTextContent('เพิ่มสินค้าลงรถเข็นแล้ว');
    await expect(canvas.queryByText('สินค้าชิ้นนี้เหลือเพียง 2 ชิ้น')).toBeNull();
    await expect(canvas.getByText('Waiting: 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Let 3 seconds pass' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('สินค้าชิ้นนี้เหลือเพียง 2 ชิ้น');
    await expect(canvas.queryByText('เพิ่มสินค้าลงรถเข็นแล้ว')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: storyText({ globals })('overlays:toast.dismiss') }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
