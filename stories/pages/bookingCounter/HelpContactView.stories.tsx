import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpContactView } from '../../../src/pages/bookingCounter/HelpContact/HelpContactView';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';

/** Merchant support, /m/booking/help/contact (spec §2): live chat, the questions, the account centre. */
const meta = {
  title: 'Pages/BookingCounter/HelpContactView',
  component: HelpContactView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'ready' }, onLiveChat: fn(), onQuestions: fn(), onAccountCentre: fn(), onRetry: fn(), onJoin: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof HelpContactView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('ฝ่ายดูแลร้านค้า');

export const ErrorWithRetry: Story = errorWithRetryStory();

/** Thai: each way out calls back. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'แชทสด' }));
    await expect(args.onLiveChat).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'คำถามจากร้านค้า' }));
    await expect(args.onQuestions).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'ศูนย์บัญชี' }));
    await expect(args.onAccountCentre).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Live chat' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '在线客服' })).toBeVisible();
  },
};

export const ShopperInvited: Story = {
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'แชทสด' })).toBeNull();
  },
};
