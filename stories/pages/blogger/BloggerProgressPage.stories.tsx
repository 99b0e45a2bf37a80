import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address, playGuestSentToSignIn } from './bloggerStoryData';

const PATH = '/m/blogger/blogger_progress';

/**
 * The application's progress through the real route table on the stateful mock backend: under
 * review (the demo shopper), approved with the result popup (the tourist), never applied (a new
 * shopper), a malformed answer with retry, and a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Blogger/BloggerProgressPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under review, in English: submitted and being reviewed; the messages. */
export const PageApplying: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Submitted, being reviewed', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Application timeline' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Messages from the programme' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/blogger/blogger_msg'), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: /We received your application/ }, { timeout: 5000 })).toBeVisible();
  },
};

/** Approved (the tourist), in Chinese: the result popup leads to the cashback. */
export const PageApproved: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { shop: { seed: 'tourist' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '欢迎加入博主计划！' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('欢迎加入博主计划。');
    await userEvent.click(within(dialog).getByRole('button', { name: '查看我的返现' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/blogger/blogger_cashback'), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的返现' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('可提现', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Never applied (a new shopper), in Thai: Apply leads to the form. */
export const PageNone: Story = {
  globals: { login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'สมัครเลย' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/blogger/blogger_form'), { timeout: 5000 });
  },
};

/** A malformed answer: a clear message with a retry, never a crash. */
export const PageMalformed: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ default: scenario.ok, getBloggerProgress: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
