import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address, fillApplication, playGuestSentToSignIn, requestLog } from './bloggerStoryData';

const PATH = '/m/blogger/blogger_form';
const APPLY_PATH = '/wap/api/community/blogger/apply';

/**
 * **Apply to the blogger programme: where a shopper asks to become one of the shop's bloggers.**
 *
 * They give one to three channels where they publish (platform, profile link, followers), what they
 * write about, a contact phone and, if they like, an e-mail, then tap Send application; they then
 * see their application's progress. While an application is being reviewed (or once approved) the
 * form is closed and points to the progress instead. A shopper who has not logged in never sees
 * this page: they are asked to log in first and come back here after.
 *
 * They see the loading state, the error state with Try again when the page could not be loaded, a
 * message under each field filled in wrongly, and the shop's message when it refuses the
 * application.
 */
const meta = {
  title: 'Pages/Blogger/BloggerFormPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'newShopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, bodiesTo } = requestLog();
const applications = () => bodiesTo(APPLY_PATH);

/** A new shopper applies (even with a double tap, it is sent once) and sees the progress say submitted. */
export const PageApplySucceeds: Story = {
  name: 'Page Apply Succeeds (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillApplication(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/blogger/blogger_progress'), { timeout: 5000 });
    await expect(await canvas.findByText('Submitted, being reviewed', {}, { timeout: 5000 })).toBeVisible();
    // The success toast; dismissed so the screenshot shows the settled page.
    await expect(await canvas.findByText('Your application has been sent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(canvas.queryByText('Your application has been sent')).toBeNull());
    await expect(applications()).toHaveLength(1);
    const sent = applications()[0];
    // The main channel's platform has its own name: `platform` stays the common value (spec §7: 1 for the web).
    await expect(sent?.getAll('platform')).toEqual(['1']);
    await expect([sent?.get('main_platform'), sent?.get('profile_url'), sent?.get('followers'), sent?.get('phone')]).toEqual([
      'instagram',
      'https://www.instagram.com/mali.glow',
      '12400',
      '0812345678',
    ]);
    await expect(sent?.getAll('channel_platform[]')).toEqual(['instagram', 'tiktok']);
    await expect(sent?.getAll('channel_followers[]')).toEqual(['12400', '3200']);
    await expect(sent?.getAll('categories[]')).toEqual(['skincare', 'makeup']);
  },
};

/** Send with nothing filled in, in Chinese: each field says what it needs; nothing is sent. */
export const PageValidation: Story = {
  name: 'Page Validation (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^联系电话\*?$/, {}, { timeout: 5000 }), '12345');
    await userEvent.type(canvas.getByLabelText(/^主页链接\*?$/), 'http://example.com');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByLabelText(/^联系电话\*?$/)).toHaveAccessibleDescription(/手机号格式不正确/);
    await expect(canvas.getByLabelText(/^主页链接\*?$/)).toHaveAccessibleDescription(/请填写以 https:\/\/ 开头的链接/);
    await expect(canvas.getByLabelText(/^粉丝数\*?$/)).toHaveAccessibleDescription('必填项不能为空');
    await expect(canvas.getByRole('group', { name: '内容类别' })).toHaveAccessibleDescription('请至少选择一个类别');
    await expect(applications()).toHaveLength(0);
  },
};

/** The shop refuses (an application is already being reviewed): its message, the form kept. */
export const PageRefused: Story = {
  name: 'Page Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: {
    msw: {
      handlers: {
        community: communityHandlers({ default: scenario.ok, applyBlogger: scenario.errcode(4131, { msg: 'Your blogger application is still being reviewed.' }) }),
      },
    },
  },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillApplication(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByText('Your blogger application is still being reviewed.', {}, { timeout: 5000 })).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent(PATH);
    await expect(canvas.getByRole('checkbox', { name: 'Skincare' })).toBeChecked();
    await expect(applications()).toHaveLength(1);
  },
};

/** A shopper whose application is being reviewed, in Thai: the form is closed, the progress a tap away. */
export const PageClosed: Story = {
  name: 'Page Closed (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ดูใบสมัครของฉัน' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/blogger/blogger_progress'), { timeout: 5000 });
  },
};

/** A shopper who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
