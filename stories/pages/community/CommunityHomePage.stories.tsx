import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { dismissToasts, expectAddress, requestLog } from './communityPageSupport';

const PATH = '/m/community';

/**
 * **Community: where shoppers share their beauty routines and read each other's.**
 *
 * Tabs over a feed of posts in two columns (Recommended, Following, Latest, My posts), the
 * shoppers' experiences, hot tags and Write a post. A shopper can like a post or open it; pressing
 * and holding a post (or Shift+F10) offers to report it or see fewer posts like it. Anyone can read
 * the feed; the Following and My posts tabs and writing ask a shopper who has not logged in to log
 * in.
 *
 * They see the loading state, the error state with Try again when the feed could not be loaded, an
 * empty feed that invites the first post, an invitation to log in on the Following and My posts
 * tabs, and an invitation to write on My posts for a shopper who has not posted yet.
 */
const meta = {
  title: 'Pages/Community/CommunityHomePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

/** A shopper who has not logged in sees the feed, the experiences and hot tags; the Latest tab has its own link. */
export const PageFeed: Story = {
  name: 'Page Feed (English)',
  parameters: { shop: { seed: 'guest' } },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feed = await canvas.findByRole('list', { name: 'Recommended' }, { timeout: 5000 });
    await expect(within(feed).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: '#Sun care' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Latest' }));
    await expectAddress(canvasElement, '/m/community?tab=latest');
    await expect(await canvas.findByRole('list', { name: 'Latest' }, { timeout: 5000 })).toBeVisible();
  },
};

/** From the feed to a post: translate it, like it (the count goes up by one), comment, and the comment shows. */
export const PageJourneyTranslateLikeComment: Story = {
  name: 'Page Journey Translate Like Comment (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feed = await canvas.findByRole('list', { name: 'แนะนำ' }, { timeout: 5000 });
    await userEvent.click(within(feed).getAllByRole('link', { name: 'สกินแคร์รูทีนหน้าฝน' })[0] as HTMLElement);
    await expectAddress(canvasElement, '/m/community/feed/detail?id=30002');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'สกินแคร์รูทีนหน้าฝน' }, { timeout: 5000 })).toBeVisible();

    // spec §4: the Thai site translates into English.
    await userEvent.click(canvas.getAllByRole('button', { name: 'แปลภาษา' })[0] as HTMLElement);
    await expect(await canvas.findByText('Skin gets oily in the rainy season, so: lotus toner morning and night, then a thin gel.', {}, { timeout: 5000 })).toBeVisible();
    // The client adds the site's lang to every request; the payload's lang is the target.
    await expect(log.bodiesTo('/wap/api/comment/translate').map((body) => [body.get('id'), body.getAll('lang').at(-1)])).toEqual([['30002', 'en_US']]);

    const like = canvas.getByRole('button', { name: /^ถูกใจ/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.dblClick(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
    await expect(like).toHaveTextContent('1');
    await expect(log.bodiesTo('/wap/api/feed/like').map((body) => body.get('id'))).toEqual(['30002']);

    await userEvent.type(canvas.getByRole('textbox', { name: /ความคิดเห็นของคุณ/ }), 'ใช้โทนเนอร์ยี่ห้อไหนคะ');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'ส่งความคิดเห็น' }));
    const comment = await canvas.findByRole('article', { name: /ความคิดเห็นของ/ }, { timeout: 5000 });
    await expect(comment).toHaveTextContent('ใช้โทนเนอร์ยี่ห้อไหนคะ');
    await expect(canvas.getByRole('heading', { name: 'ความคิดเห็น (5)' })).toBeVisible();
    const comments = log.bodiesTo('/wap/api/feed/comment');
    await expect(comments.map((body) => [body.get('feed_id'), body.get('content')])).toEqual([['30002', 'ใช้โทนเนอร์ยี่ห้อไหนคะ']]);
    await expect(await canvas.findByText('โพสต์ความคิดเห็นของคุณแล้ว')).toBeVisible();
    await dismissToasts(canvasElement);
  },
};

/** A post's actions by keyboard: Not interested (even with a double tap, once) takes the post out of the feed. */
export const PageNotInterested: Story = {
  name: 'Page Not Interested (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feed = await canvas.findByRole('list', { name: 'Recommended' }, { timeout: 5000 });
    within(feed).getAllByRole('link', { name: 'My rainy-season routine' })[0]?.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Actions for/ });
    await userEvent.dblClick(within(sheet).getByRole('button', { name: 'Not interested' }));
    await waitFor(() => expect(within(feed).getAllByRole('link', { name: 'My rainy-season routine' })).toHaveLength(1), { timeout: 5000 });
    await expect(within(feed).getAllByRole('article')).toHaveLength(3);
    await expect(log.bodiesTo('/wap/api/feed/not_interested').map((body) => body.get('id'))).toEqual(['30002']);
    await expect(await canvas.findByText('You will see fewer posts like this.')).toBeVisible();
    await dismissToasts(canvasElement);
  },
};

/** Write a post by a shopper who has not logged in: they log in first and come back to write. */
export const PageGuestWrite: Story = {
  name: 'Page Guest Write (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เขียนโพสต์' }, { timeout: 5000 }));
    await expectAddress(canvasElement, `/m/login.php?redirect=${encodeURIComponent('/m/community/post')}`);
  },
};

/** A link naming a tab that does not exist: the Recommended feed. */
export const PageHostileTab: Story = {
  name: 'Page Hostile Tab (Chinese)',
  tags: ['test-only'],
  args: { initialPath: '/m/community?tab=%3Cscript%3E' },
  globals: { locale: 'zh_CN' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: '推荐' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
  },
};
