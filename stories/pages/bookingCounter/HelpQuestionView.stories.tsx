import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpQuestionView } from '../../../src/pages/bookingCounter/HelpQuestion/HelpQuestionView';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';

/** Merchant questions, /m/booking/help/question (spec §2): each question opens its answer. */
const meta = {
  title: 'Pages/BookingCounter/HelpQuestionView',
  component: HelpQuestionView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'ready' }, onContact: fn(), onRetry: fn(), onJoin: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof HelpQuestionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('คำถามจากร้านค้า');

export const ErrorWithRetry: Story = errorWithRetryStory();

/** Thai: a question opens (a native disclosure: Enter and Space open it too); the way to support. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('ตรวจสอบบัตรกำนัลของลูกค้าอย่างไร'));
    await expect(canvas.getByText(/พิมพ์หรือวางรหัส 8 หลักของลูกค้า/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ติดต่อฝ่ายดูแลร้านค้า' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('How do I handle a refund request?')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('收入何时结算？')).toBeVisible();
  },
};

export const ShopperInvited: Story = {
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('收入何时结算？')).toBeNull();
  },
};
