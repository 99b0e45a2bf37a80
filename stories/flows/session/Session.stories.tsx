import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SessionProvider } from '../../../src/session';
import { SessionExample } from './SessionExample';

/**
 * The session: the store of spec §3 as one actor with a single state (its context is the store).
 * Components read it with `useSession(selector)` and change it only by sending events
 * (`useSessionSend()`): the api client's is_login (`login.seen`), the cart count, the layout's brand
 * and footer data, the captcha and the bind-phone request, toasts. Mount one SessionProvider at the
 * root of the page; never a second one below it, and never copy store values into local state.
 */
const meta = {
  title: 'Flows/Session',
  component: SessionProvider,
  args: { children: null },
  render: () => <SessionExample input={{ isLogin: false, shopCartNum: 2 }} />,
} satisfies Meta<typeof SessionProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The session's one state: the login flag, the cart count and a toast react to events. */
export const ReactsToEvents: Story = {
  name: 'Reacts To Events (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['session'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Your session' })).toHaveTextContent('Guest');
    await expect(canvas.getByRole('link', { name: 'Cart 2 items in your cart' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate login' }));
    await expect(canvas.getByRole('status', { name: 'Your session' })).toHaveTextContent('Logged in');
    await userEvent.click(canvas.getByRole('button', { name: 'Cart count +1' }));
    await expect(canvas.getByRole('link', { name: 'Cart 3 items in your cart' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    await expect(await canvas.findByText(/Your coupon for ฿100 off/)).toBeVisible();
  },
};

export const LongThai: Story = {
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  parameters: { flowStates: ['session'] },
  render: () => <SessionExample input={{ isLogin: true, shopCartNum: 128 }} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'แสดงข้อความแจ้งเตือน' }));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['session'] },
  render: () => <SessionExample input={{ isLogin: true, shopCartNum: 0 }} />,
};
