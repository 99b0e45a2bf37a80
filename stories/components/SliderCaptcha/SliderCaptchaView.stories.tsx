import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SliderCaptchaView, type SliderCaptchaViewProps } from '../../../src/components/SliderCaptcha';
import { backgroundUrl, NOTCH_X, PIECE_WIDTH, PIECE_Y, pieceUrl } from './puzzleImages';
import { storyText } from '../../support/storyText';

/** Waits until the puzzle's pictures are decoded, so the screenshot never catches them half-loaded. */
async function picturesReady(canvasElement: HTMLElement) {
  await Promise.all([...canvasElement.querySelectorAll('img')].map((img) => img.decode()));
}

/**
 * Stands in for the captcha flow (a later issue): holds the offset and status the way the flow
 * will, moving to 'checking' on release, and still reports every callback to the spies.
 */
function DraggableCaptcha(props: SliderCaptchaViewProps) {
  const [offset, setOffset] = useState(props.offset);
  const [status, setStatus] = useState(props.status);
  return (
    <SliderCaptchaView
      {...props}
      offset={offset}
      status={status}
      onDragStart={() => {
        setStatus('dragging');
        props.onDragStart?.();
      }}
      onDragMove={(px) => {
        setOffset(px);
        props.onDragMove?.(px);
      }}
      onDragEnd={(px) => {
        setOffset(px);
        setStatus('checking');
        props.onDragEnd?.(px);
      }}
    />
  );
}

/**
 * The slider-puzzle captcha (spec §2: a 310×155 px picture in a popup): the shopper drags the
 * handle until the piece fits its notch. A pure view: the captcha flow (a later issue) owns the
 * offset and the status ('idle', 'dragging', 'checking', 'success', 'failure') and checks the
 * released offset with the server; put the view in a Dialog. Keyboard users move the handle with
 * the arrow keys (Shift for 10 px) and release it with Enter. Do not use it for anything but the
 * server's slide-image captcha.
 */
const meta = {
  title: 'Components/SliderCaptcha',
  component: SliderCaptchaView,
  args: {
    backgroundUrl,
    pieceUrl,
    pieceY: PIECE_Y,
    pieceWidth: PIECE_WIDTH,
    offset: 0,
    status: 'idle',
    onDragStart: fn(),
    onDragMove: fn(),
    onDragEnd: fn(),
    onRefresh: fn(),
    onClose: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'dragging', 'checking', 'success', 'failure'] },
    offset: { control: { type: 'range', min: 0, max: 260 } },
  },
} satisfies Meta<typeof SliderCaptchaView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    await picturesReady(canvasElement);
    const canvas = within(canvasElement);
    const text = storyText({ globals });
    await expect(canvas.getByRole('group', { name: text('booking:captcha.title') })).toBeVisible();
    const handle = canvas.getByRole('slider', { name: text('booking:captcha.slider') });
    await expect(handle).toHaveAttribute('aria-valuemin', '0');
    await expect(handle).toHaveAttribute('aria-valuemax', '260');
    await expect(handle).toHaveAttribute('aria-valuenow', '0');
    await expect(handle).toHaveAccessibleDescription(text('booking:captcha.instruction'));
    // The handle is a 44 px touch target; the picture is the spec's 310×155.
    const rect = handle.getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    const picture = canvasElement.querySelector('img');
    await expect(picture?.getBoundingClientRect().width).toBe(310);
    await expect(picture?.getBoundingClientRect().height).toBe(155);
  },
};

export const PointerDrag: Story = {
  name: 'Pointer Drag (English)',
  globals: { locale: 'en_US' },
  render: (args) => <DraggableCaptcha {...args} />,
  play: async ({ canvasElement, args }) => {
    await picturesReady(canvasElement);
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('slider', { name: 'Puzzle slider' });
    const rect = handle.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { x, y } },
      { coords: { x: x + 60, y } },
      { coords: { x: x + NOTCH_X, y } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(args.onDragStart).toHaveBeenCalledTimes(1);
    await expect(args.onDragMove).toHaveBeenNthCalledWith(1, 60);
    await expect(args.onDragMove).toHaveBeenLastCalledWith(NOTCH_X);
    await expect(args.onDragEnd).toHaveBeenCalledTimes(1);
    await expect(args.onDragEnd).toHaveBeenCalledWith(NOTCH_X);
    await expect(handle).toHaveAttribute('aria-valuenow', String(NOTCH_X));
    // The handle followed the pointer by the same distance.
    await expect(handle.getBoundingClientRect().left - rect.left).toBe(NOTCH_X);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking…');
  },
};

export const PointerDragStopsAtTheEdges: Story = {
  name: 'Pointer Drag Stops At The Edges (English)',
  globals: { locale: 'en_US' },
  render: (args) => <DraggableCaptcha {...args} />,
  play: async ({ canvasElement, args }) => {
    await picturesReady(canvasElement);
    const handle = within(canvasElement).getByRole('slider', { name: 'Puzzle slider' });
    const rect = handle.getBoundingClientRect();
    const y = rect.top + rect.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { x: rect.left + 10, y } },
      { coords: { x: rect.left - 80, y } },
      { coords: { x: rect.left + 900, y } },
      { keys: '[/MouseLeft]' },
    ]);
    // Left of the start is 0 (no move reported); far right is the last position (310 − 50).
    await expect(args.onDragMove).toHaveBeenCalledTimes(1);
    await expect(args.onDragMove).toHaveBeenCalledWith(260);
    await expect(args.onDragEnd).toHaveBeenCalledWith(260);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard (English)',
  globals: { locale: 'en_US' },
  render: (args) => <DraggableCaptcha {...args} />,
  play: async ({ canvasElement, args }) => {
    await picturesReady(canvasElement);
    const canvas = within(canvasElement);
    // New puzzle, Close, then the slider.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const handle = canvas.getByRole('slider', { name: 'Puzzle slider' });
    await expect(handle).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onDragStart).toHaveBeenCalledTimes(1);
    await expect(handle).toHaveAttribute('aria-valuenow', '2');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '12');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onDragMove).toHaveBeenLastCalledWith(11);
    await userEvent.keyboard('{End}');
    await expect(handle).toHaveAttribute('aria-valuenow', '260');
    await expect(handle).toHaveAttribute('aria-valuetext', '260 of 260 pixels');
    await userEvent.keyboard('{Home}');
    for (let i = 0; i < 18; i += 1) await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', String(NOTCH_X));
    await expect(args.onDragEnd).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(args.onDragEnd).toHaveBeenCalledTimes(1);
    await expect(args.onDragEnd).toHaveBeenCalledWith(NOTCH_X);
    await expect(args.onDragStart).toHaveBeenCalledTimes(1);
    // While the answer is checked, the handle does not move.
    await expect(handle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuenow', String(NOTCH_X));
  },
};

export const Checking: Story = {
  name: 'Checking (English)',
  globals: { locale: 'en_US' },
  args: { offset: NOTCH_X, status: 'checking' },
  play: async ({ canvasElement, args }) => {
    await picturesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking…');
    const handle = canvas.getByRole('slider', { name: 'Puzzle slider' });
    await expect(handle).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'New puzzle' })).toBeDisabled();
    const rect = handle.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { x: rect.left, y: rect.top } },
      { coords: { x: rect.left + 40, y: rect.top } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(args.onDragStart).not.toHaveBeenCalled();
    await expect(args.onDragEnd).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  name: 'Success (English)',
  globals: { locale: 'en_US' },
  args: { offset: NOTCH_X, status: 'success' },
  play: async ({ canvasElement, args }) => {
    await picturesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Verified');
    const handle = canvas.getByRole('slider', { name: 'Puzzle slider' });
    handle.focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onDragMove).not.toHaveBeenCalled();
    await expect(args.onDragEnd).not.toHaveBeenCalled();
  },
};

export const FailureThai: Story = {
  globals: { locale: 'th_TH' },
  tags: ['error-state'],
  args: { offset: 120, status: 'failure' },
  play: async ({ canvasElement, globals }) => {
    await picturesReady(canvasElement);
    const canvas = within(canvasElement);
    const text = storyText({ globals });
    await expect(canvas.getByRole('status')).toHaveTextContent(text('booking:captcha.failure'));
    await expect(canvas.getByRole('slider', { name: text('booking:captcha.slider') })).toHaveAttribute('aria-valuenow', '120');
  },
};

export const DragAgainAfterFailure: Story = {
  name: 'Drag Again After Failure (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { offset: 120, status: 'failure' },
  render: (args) => <DraggableCaptcha {...args} />,
  play: async ({ canvasElement, args }) => {
    await picturesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Not quite right. Please try again.');
    // The shopper may drag again from where the handle is; the failure message goes.
    const handle = canvas.getByRole('slider', { name: 'Puzzle slider' });
    const rect = handle.getBoundingClientRect();
    const y = rect.top + rect.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { x: rect.left + 20, y } },
      { coords: { x: rect.left + 20 + 60, y } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(args.onDragStart).toHaveBeenCalledTimes(1);
    await expect(args.onDragEnd).toHaveBeenCalledWith(NOTCH_X);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking…');
  },
};

export const FailureChinese: Story = {
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  args: { offset: 120, status: 'failure' },
  play: async ({ canvasElement }) => {
    await picturesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('位置不对，请重试。');
    await expect(canvas.getByRole('slider', { name: '拼图滑块' })).not.toHaveAttribute('aria-disabled');
  },
};

export const RefreshAndClose: Story = {
  name: 'Refresh And Close (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    await picturesReady(canvasElement);
    const canvas = within(canvasElement);
    const refresh = canvas.getByRole('button', { name: 'New puzzle' });
    const close = canvas.getByRole('button', { name: 'Close' });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    for (const button of [refresh, close]) {
      const rect = button.getBoundingClientRect();
      await expect(rect.width).toBeGreaterThanOrEqual(44);
      await expect(rect.height).toBeGreaterThanOrEqual(44);
    }
  },
};
