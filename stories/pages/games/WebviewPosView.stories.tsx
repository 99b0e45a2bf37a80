import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebviewPosView } from '../../../src/pages/games/WebviewPos/WebviewPosView';
import { storyText } from '../../support/storyText';

/**
 * **Pay in store: the member code a shopper shows at a store's till.**
 *
 * A signed-in shopper sees their member code to show the cashier before paying, so they collect
 * points and can use their coupons, with the way to My coupons and My points. A shopper who has not
 * logged in is asked to log in and sees their code after.
 *
 * They see the loading state while the code is on its way, and the error state with Try again when
 * it could not be loaded.
 */
const meta = {
  title: 'Pages/Games/WebviewPosView',
  component: WebviewPosView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', memberCode: '10000001', name: 'Mali' },
    inApp: true,
    onOpen: fn(),
    onBack: fn(),
    onSignIn: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof WebviewPosView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the app: the member code in groups of four, coupons and points, and Back to the app. */
export const InsideApp: Story = {
  name: 'Inside App (English, iOS app, signed in)',
  globals: { platform: 'ios', locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Member code 10000001')).toHaveTextContent('1000 0001');
    await userEvent.click(canvas.getByRole('link', { name: 'My coupons' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/mycoupon.php');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the app' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** On the website. */
export const Web: Story = {
  name: 'Web (signed in)',
  args: { inApp: false },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('button', { name: storyText(context)('games:webview.back') })).toBeVisible();
  },
};

/** A shopper who has not logged in: Sign in, and the code shows after. */
export const Guest: Story = {
  name: 'Guest (English)',
  globals: { login: 'guest', locale: 'en_US' },
  args: { state: { status: 'guest' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** While the member code is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
};

/** The member code could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your member code could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A long Thai name wraps without hiding the code. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', memberCode: '1000000123456789', name: 'มะลิวัลย์ ศรีสุวรรณรัตนากร ณ อยุธยา' } },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '门店支付' })).toBeVisible();
  },
};
