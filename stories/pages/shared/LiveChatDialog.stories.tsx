import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACCOUNT_CENTRE_ADDRESS, LIVE_CHAT_ADDRESS, LiveChatDialog } from '../../../src/pages/shared/bookingFailure';
import { ShopNavigationProvider } from '../../../src/pages/shared/navigation';

const go = fn();

function WithNavigation({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <ShopNavigationProvider value={{ go, back: fn() }}>{children}</ShopNavigationProvider>
    </MemoryRouter>
  );
}

/**
 * **We need to check your account: the dialog a shopper sees when the shop will not take their
 * booking until a person has looked at their account.**
 *
 * It opens over a booking page when the shop answers a booking that way. It shows the shop's own
 * words when it sent any (otherwise a general sentence), then offers Live chat, which opens the
 * help page's chat, or the account centre, where the shopper can check their details.
 *
 * There is one state: the dialog, with or without the shop's words.
 */
const meta = {
  title: 'Pages/Shared/LiveChatDialog',
  component: LiveChatDialog,
  decorators: [(Story) => <WithNavigation><Story /></WithNavigation>],
  args: { open: true, onClose: fn() },
  beforeEach: () => go.mockClear(),
} satisfies Meta<typeof LiveChatDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Thai, when the shop sent no words of its own: the general sentence. */
export const Open: Story = {};

/** In English, with the shop's words; Live chat closes the dialog and opens the chat. */
export const LiveChatEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { message: 'This store asks you to contact us first.' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'We need to check your account' });
    await expect(within(dialog).getByText('This store asks you to contact us first.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Live chat' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(go).toHaveBeenCalledWith(LIVE_CHAT_ADDRESS);
  },
};

/** In Simplified Chinese: the way to the account centre. */
export const AccountCentreChinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '我们需要核实您的账户' });
    await userEvent.click(within(dialog).getByRole('button', { name: '账户中心' }));
    await expect(go).toHaveBeenCalledWith(ACCOUNT_CENTRE_ADDRESS);
  },
};
