import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BloggerApplicationProgress } from '../../../src/pages/blogger/BloggerProgress/bloggerProgressLoader';
import { BloggerProgressView } from '../../../src/pages/blogger/BloggerProgress/BloggerProgressView';
import { LONG_THAI, playErrorWithRetry } from './bloggerStoryData';
import { storyText } from '../../support/storyText';

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
  title: 'Pages/Blogger/BloggerProgressView',
  component: BloggerProgressView,
  globals: { login: 'loggedIn' },
  args: { status: 'ready', onCloseResult: fn(), onAction: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof BloggerProgressView>;

export default meta;
type Story = StoryObj<typeof meta>;

const APPLYING: BloggerApplicationProgress = { status: 'applying', appliedAt: '2025-03-07 09:15:00', reviewedAt: null, message: null, cashbackTotal: 0 };
const APPROVED: BloggerApplicationProgress = {
  status: 'approved',
  appliedAt: '2025-02-14 14:00:00',
  reviewedAt: '2025-02-18 10:00:00',
  message: 'ยินดีต้อนรับสู่โครงการบล็อกเกอร์',
  cashbackTotal: 1250,
};

/** While the application is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('blogger:progress.title') })).toBeVisible();
  },
};

/** The application could not be loaded: the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** A shopper who never applied: Apply now. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { progress: { ...APPLYING, status: 'none', appliedAt: null } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply now' }));
    await expect(args.onAction).toHaveBeenCalledWith('apply');
  },
};

/** Submitted: the first step done, the review under way. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { progress: APPLYING },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('blogger:progress.status.applying'))).toBeVisible();
    await expect(canvas.getByRole('list', { name: text('blogger:progress.timelineTitle') })).toBeVisible();
  },
};

/** Approved, in English: the cashback earned, and the result popup leads to it. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { progress: { ...APPROVED, message: 'Welcome to the blogger programme.' }, resultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Welcome, blogger!' });
    await expect(dialog).toHaveTextContent('Welcome to the blogger programme.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'See my cashback' }));
    await expect(args.onAction).toHaveBeenCalledWith('cashback');
  },
};

/** Approved, in Chinese, with the popup closed. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { progress: { ...APPROVED, message: '欢迎加入博主计划。' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('฿1,250')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '我的返现' })).toBeVisible();
  },
};

/** Not approved, with a long Thai reason on the narrowest phone: Apply again. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { progress: { ...APPROVED, status: 'rejected', message: LONG_THAI, cashbackTotal: 0 } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('blogger:progress.actions.applyAgain') }));
    await expect(args.onAction).toHaveBeenCalledWith('apply');
  } };
