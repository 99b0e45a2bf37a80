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
 * The dialog a booking page opens on a 20001 answer (spec §8): the backend's words, then live chat
 * (the help page's) or the account centre. Pages get it from useBookingFailure.
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

/** Thai, without a message from the backend: the general sentence. */
export const Open: Story = {};

/** English, with the backend's message; Live chat closes the dialog and opens the help page's chat. */
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

/** Chinese: the account centre. */
export const AccountCentreChinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '我们需要核实您的账户' });
    await userEvent.click(within(dialog).getByRole('button', { name: '账户中心' }));
    await expect(go).toHaveBeenCalledWith(ACCOUNT_CENTRE_ADDRESS);
  },
};
