import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { playGuestSentToSignIn, requestLog } from './communityPageSupport';

const PATH = '/m/community/report.php?id=30002';
const REPORT_PATH = '/wap/api/feed/report';

/**
 * **Report a post: how a shopper tells the shop a community post breaks the rules.**
 *
 * They choose why (spam, offensive, false or misleading, copied, or something else), tell more
 * (needed for something else, up to 200 characters) and tap Send report; a thank-you says the team
 * will review it, with the way back to the post. A post can be reported once. A link whose post,
 * tag or team cannot be read says so and leads to the community. A shopper who has not logged in
 * never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state, the error state with Try again when the post could not be loaded, a
 * message under a field left empty, and the shop's message when the post was already reported.
 */
const meta = {
  title: 'Pages/Community/ReportPostPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

async function report(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: 'Spam or advertising' }, { timeout: 5000 }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Tell us more/ }), 'Same ad in every comment.');
  await userEvent.dblClick(canvas.getByRole('button', { name: 'Send report' }));
}

/** A post reported: the thank-you; reporting it again is refused with the shop's message. */
export const PageJourneyReportTwice: Story = {
  name: 'Page Journey Report Twice (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await report(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your report' }, { timeout: 5000 })).toBeVisible();
    const sent = log.bodiesTo(REPORT_PATH);
    await expect(sent.map((body) => [body.get('id'), body.get('reason'), body.get('content')])).toEqual([['30002', 'spam', 'Same ad in every comment.']]);

    await userEvent.click(canvas.getByRole('button', { name: 'Back to the post' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Report' }, { timeout: 5000 }));
    await report(canvasElement);
    await expect(await canvas.findByText('You have already reported this post; we are looking into it.', {}, { timeout: 5000 })).toHaveAttribute('role', 'alert');
    await expect(log.bodiesTo(REPORT_PATH)).toHaveLength(2);
  },
};

/** In Chinese, no reason, or something else without words: each says what it needs; nothing is sent. */
export const PageValidation: Story = {
  name: 'Page Validation (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提交举报' }, { timeout: 5000 }));
    await expect(await canvas.findByText('必填项不能为空')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '其他' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交举报' }));
    await expect(canvas.getByRole('textbox', { name: /补充说明/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(log.bodiesTo(REPORT_PATH)).toHaveLength(0);
  },
};

/** A broken post link: a clear message. */
export const PageHostileId: Story = {
  name: 'Page Hostile Id (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/community/report.php?id=1%27%20OR%201%3D1' },
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This link is not complete' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
