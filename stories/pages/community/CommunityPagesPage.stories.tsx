import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { dismissToasts, expectAddress, requestLog } from './communityPageSupport';

/**
 * **The community's tag, team, topic and shared-post pages, as shoppers reach them.**
 *
 * A shopper follows a tag, joins or leaves a team, opens a topic (which lists its tag's posts) and
 * opens a shared post on the website. Following and joining ask a shopper who has not logged in to
 * log in first; a topic the shop does not have shows the page-not-found page.
 */
const meta = {
  title: 'Pages/Community/CommunityPagesPage',
  component: RouteTableHarness,
  args: { initialPath: '/m/community/tag_detail.php?id=1' },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

/** Follow a tag (once, however often tapped): the button and the count change. */
export const PageTagFollow: Story = {
  name: 'Page Tag Follow (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 posts · 120 followers', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Follow' }));
    await expect(await canvas.findByRole('button', { name: 'Following' }, { timeout: 5000 })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('2 posts · 121 followers')).toBeVisible();
    await expect(log.bodiesTo('/wap/api/community/tag_follow').map((body) => [body.get('id'), body.get('action')])).toEqual([['1', 'follow']]);
    // The community's following tab now lists the tag's posts.
    await goToAddress('/m/community?tab=following');
    const following = await canvas.findByRole('list', { name: 'Following' }, { timeout: 5000 });
    await expect(within(following).getAllByRole('article')).toHaveLength(2);
  },
};

/** Follow tapped by a shopper who has not logged in: they log in and come back to the tag. */
export const PageTagFollowGuest: Story = {
  name: 'Page Tag Follow Guest (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'ติดตาม' }, { timeout: 5000 }));
    await expectAddress(canvasElement, `/m/login.php?redirect=${encodeURIComponent('/m/community/tag_detail.php?id=1')}`);
  },
};

/** Join a team, then leave it (each once): the number of members changes. */
export const PageTeamJoin: Story = {
  name: 'Page Team Join (English, signed in)',
  args: { initialPath: '/m/community/team.php?id=1' },
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 members', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Join the team' }));
    await expect(await canvas.findByRole('button', { name: 'Leave the team' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('4 members')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave the team' }));
    await expect(await canvas.findByRole('button', { name: 'Join the team' }, { timeout: 5000 })).toBeVisible();
    await expect(log.bodiesTo('/wap/api/community/team_join').map((body) => [body.get('id'), body.get('action')])).toEqual([
      ['1', 'join'],
      ['1', 'leave'],
    ]);
    await dismissToasts(canvasElement);
  },
};

/** A topic lists its tag's posts; the tag's page is one tap away. */
export const PageTopic: Story = {
  name: 'Page Topic (Chinese)',
  args: { initialPath: '/m/community/sun-care' },
  globals: { locale: 'zh_CN' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '#防晒' }, { timeout: 5000 })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '防晒标签下的帖子' })).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('link', { name: '查看标签页' }));
    await expectAddress(canvasElement, '/m/community/tag_detail.php?id=1');
  },
};

/** A topic the shop does not have: the page-not-found page. */
export const PageUnknownTopic: Story = {
  name: 'Page Unknown Topic (English)',
  args: { initialPath: '/m/community/no-such-topic' },
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This page could not be found', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A shared link: the post's summary, then the post on the website. */
export const PageShare: Story = {
  name: 'Page Share (English)',
  args: { initialPath: '/m/community/share.php?id=30002' },
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My rainy-season routine' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in the app' })).toHaveAttribute('href', 'konvy://community/feed/detail?id=30002');
    await userEvent.click(canvas.getByRole('link', { name: 'Open on the website' }));
    await expectAddress(canvasElement, '/m/community/feed/detail?id=30002');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible(), { timeout: 5000 });
  },
};
