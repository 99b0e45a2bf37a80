import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from '../../../src/components/QrCode';
import { palette } from '../../../src/theme/tokens';

/**
 * A QR Code of a short text, such as a booking voucher code, for a merchant to scan at the
 * counter: dark modules on a white square with its quiet zone, whatever the background around
 * it. It is a picture named by `label` (say what it holds, e.g. "QR code of voucher ABCD 1234");
 * always show the value as text too, for people who cannot scan. A value longer than 213 bytes
 * (UTF-8) renders nothing rather than throwing. Do not use it for links a shopper taps (use a
 * link) or for long texts (keep QR contents short: a code, an id).
 */
const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { value: '48213907', label: 'QR code of voucher 4821 3907' },
  argTypes: { size: { control: { type: 'range', min: 64, max: 320, step: 8 } } },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named picture with one path of dark modules, crisp at any size. */
const expectQrPicture = async (canvasElement: HTMLElement, name: string, size: number) => {
  const picture = within(canvasElement).getByRole('img', { name });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('width', String(size));
  await expect(picture).toHaveAttribute('shape-rendering', 'crispEdges');
  await expect(picture.querySelectorAll('path')).toHaveLength(1);
  return picture;
};

export const VoucherCode: Story = {
  play: async ({ canvasElement }) => {
    const picture = await expectQrPicture(canvasElement, 'QR code of voucher 4821 3907', 160);
    // 8 digits fit version 1: 21 modules and a quiet zone of 4 on each side.
    await expect(picture).toHaveAttribute('viewBox', '0 0 29 29');
  },
};

export const LongCode: Story = {
  args: {
    value: 'https://shop.example.com/booking/voucher/BK-2026-11-26-000123456789?store=siam-paragon&staff=ploy',
    label: 'QR code of the booking link',
    size: 240,
  },
  play: async ({ canvasElement }) => {
    const picture = await expectQrPicture(canvasElement, 'QR code of the booking link', 240);
    // 98 bytes need version 6 at level M: 41 modules plus the quiet zone.
    await expect(picture).toHaveAttribute('viewBox', '0 0 49 49');
  },
};

export const OnDarkBackground: Story = {
  args: { value: 'ABCD1234EFGH5678', label: 'QR code of voucher ABCD 1234 EFGH 5678' },
  render: (args) => (
    <div style={{ display: 'inline-block', padding: 24, background: palette.neutral[900] }}>
      <QrCode {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const picture = await expectQrPicture(canvasElement, 'QR code of voucher ABCD 1234 EFGH 5678', 160);
    // Its own white square, so the quiet zone stays light on a dark page.
    await expect(getComputedStyle(picture).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(picture.querySelector('path')).toHaveAttribute('fill', palette.neutral[900]);
  },
};

export const TooLongRendersNothing: Story = {
  args: { value: 'x'.repeat(214), label: 'QR code of a text that is too long' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
