import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address, playGuestSentToSignIn } from './bloggerStoryData';

const PATH = '/m/blogger/blogger_progress';

/**
 * **My application: where a shopper follows their application to the blogger programme.**
 *
 * Where it stands (submitted and being reviewed, approved or not approved), the steps so far and
 * that a message will come when the review is done; once approved, the cashback earned and a popup
 * with the result that leads to it; after a refusal, Apply again. A shopper who never applied is
 * invited to. A shopper who has not logged in never sees this page: they are asked to log in first
 * and come back here after.
 *
 * They see the loading state, the invitation to apply when there is no application, and the error
 * state with Try again when the application could not be loaded.
 */
const meta = {
  title: 'Pages/Blogger/BloggerProgressPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Being reviewed, in English: submitted, under review, and the messages. */
export const PageApplying: Story = {
  name: 'Page Applying (English, signed in)',
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

/** Approved, in Chinese: the result popup leads to the cashback. */
export const PageApproved: Story = {
  name: 'Page Approved (Chinese, signed in)',
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

/** A shopper who never applied, in Thai: Apply now leads to the form. */
export const PageNone: Story = {
  name: 'Page None (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'สมัครเลย' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/blogger/blogger_form'), { timeout: 5000 });
  },
};

/** The shop's answer cannot be read: a clear message with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ default: scenario.ok, getBloggerProgress: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
