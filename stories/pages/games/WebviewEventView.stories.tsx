import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebviewEventView } from '../../../src/pages/games/WebviewEvent/WebviewEventView';

/**
 * The event page of the app's webview, /m/webview/event (spec §2 route name webview-event): the
 * event's campaigns; inside the app its links open native screens (deep links) and back is the app's.
 */
const meta = {
  title: 'Pages/Games/WebviewEventView',
  component: WebviewEventView,
  args: { inApp: false, onOpen: fn(), onBack: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof WebviewEventView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the mobile web: the campaigns as links (their real addresses), back, the app hint. */
export const Web: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'สัปดาห์ความงามฉลองครบรอบ' })).toBeVisible();
    const tarot = canvas.getByRole('link', { name: /ไพ่ทาโรต์ความงาม/ });
    await expect(tarot).toHaveAttribute('href', '/m/tarot');
    await userEvent.click(tarot);
    await expect(args.onOpen).toHaveBeenCalledWith('/m/tarot');
    await userEvent.click(canvas.getByRole('button', { name: 'ย้อนกลับ' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Inside the app: back is the app's; the cart opens the native cart (through the layout's navigation). */
export const InsideApp: Story = {
  globals: { platform: 'android', locale: 'en_US' },
  args: { inApp: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /My cart/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/shop_cart.php');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the app' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('Open our app for the full event with app-only deals.')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Anniversary beauty week' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '周年美妆周' })).toBeVisible();
  },
};
