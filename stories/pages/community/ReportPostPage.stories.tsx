import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { playGuestSentToSignIn, requestLog } from './communityPageSupport';

const PATH = '/m/community/report.php?id=30002';
const REPORT_PATH = '/wap/api/feed/report';

/** Reporting a post through the real route table on the stateful mock backend: once, a confirmation; a second report is refused. */
const meta = {
  title: 'Pages/Community/ReportPostPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
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

/** Journey: report a post → a confirmation; reporting it again is refused with the backend's message. */
export const PageJourneyReportTwice: Story = {
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

/** No reason: the spec §5 message (in Chinese); "other" needs words; nothing sent. */
export const PageValidation: Story = {
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

/** A hostile id: a clear message, nothing asked about a post. */
export const PageHostileId: Story = {
  args: { initialPath: '/m/community/report.php?id=1%27%20OR%201%3D1' },
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This link is not complete' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
