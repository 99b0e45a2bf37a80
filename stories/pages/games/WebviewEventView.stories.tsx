import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebviewEventView } from '../../../src/pages/games/WebviewEvent/WebviewEventView';
import { storyText } from '../../support/storyText';

/**
 * **Event page: the shop's week of events, shown inside its app and on the website.**
 *
 * The shopper sees the event, its dates and links to its games (the anniversary party, the beauty
 * tarot, the zodiac surprise box), Shop the event and My cart. On the website it also suggests
 * opening the app for app-only deals. Inside the app the links open the app's own screens where it
 * has them, and Back goes back in the app.
 *
 * There is one state: the event page, on the website or inside the app.
 */
const meta = {
  title: 'Pages/Games/WebviewEventView',
  component: WebviewEventView,
  args: { inApp: false, onOpen: fn(), onBack: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof WebviewEventView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the website: the event links, Back, and the suggestion to open the app. */
export const Web: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 1, name: text('games:webview.event.title') })).toBeVisible();
    const tarot = canvas.getByRole('link', { name: new RegExp(text('games:webview.event.links.tarot')) });
    await expect(tarot).toHaveAttribute('href', '/m/tarot');
    await userEvent.click(tarot);
    await expect(args.onOpen).toHaveBeenCalledWith('/m/tarot');
    await userEvent.click(canvas.getByRole('button', { name: text('games:webview.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Inside the app: Back goes back in the app, and My cart opens the app's cart. */
export const InsideApp: Story = {
  name: 'Inside App (English, Android app)',
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

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Anniversary beauty week' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '周年美妆周' })).toBeVisible();
  },
};
