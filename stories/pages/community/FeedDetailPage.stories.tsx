import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildPost } from '../../../mocks/fixtures/community';
import { communityHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { dismissToasts, expectAddress } from './communityPageSupport';

const PATH = '/m/community/feed/detail?id=30001';

/**
 * **A community post: where a shopper reads a post, and talks about it.**
 *
 * Its photos, text (which can be translated into the shopper's language and shown in the original
 * again), the products in it (each can go into the cart), its tags, likes, Share and Report, and
 * the comments with their replies. Anyone can read it; commenting asks a shopper who has not logged
 * in to log in and come back. A deleted post leads to the page for deleted items. A link whose
 * post, tag or team cannot be read says so and leads to the community.
 *
 * They see the loading state, the error state with Try again when the post could not be loaded, a
 * message when a translation failed, and the shop's message under the field when it refuses a
 * comment.
 */
const meta = {
  title: 'Pages/Community/FeedDetailPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** A product in the post goes into the cart. */
export const PageAddProductToCart: Story = {
  name: 'Page Add Product To Cart (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = await canvas.findByRole('region', { name: 'สินค้าในโพสต์นี้' }, { timeout: 5000 });
    await userEvent.click(within(products).getByRole('button', { name: /ลงรถเข็น/ }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST' && r.body.includes('action=buy') && r.body.includes('team_id=50005'))).toBe(true), { timeout: 5000 });
    await expect(await within(canvasElement.ownerDocument.body).findByText('เพิ่มลงตะกร้าแล้ว', {}, { timeout: 5000 })).toBeVisible();
    await dismissToasts(canvasElement);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** A comment, then a reply to it: the reply shows under its comment and names it. */
export const PageReply: Story = {
  name: 'Page Reply (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Your comment/ }, { timeout: 5000 }), 'Is it reef safe?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send comment' }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Reply to/ }, { timeout: 5000 }));
    await expect(canvas.getByText(/^Replying to/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Your comment/ }), 'Yes, it is.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(canvas.getAllByRole('article', { name: /Comment by/ })).toHaveLength(2), { timeout: 5000 });
    const bodies = sent.filter((r) => r.url.pathname === '/wap/api/feed/comment').map((r) => new URLSearchParams(r.body));
    await expect(bodies.map((body) => [body.get('content'), body.get('reply_to')])).toEqual([
      ['Is it reef safe?', null],
      ['Yes, it is.', '70001'],
    ]);
    await dismissToasts(canvasElement);
  },
};

/** A shopper who has not logged in reads the post; commenting asks them to log in and come back here. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เข้าสู่ระบบเพื่อแสดงความคิดเห็น' }, { timeout: 5000 }));
    await expectAddress(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};

/** A deleted post: the page for deleted items. */
export const PageDeleted: Story = {
  parameters: {
    msw: {
      handlers: {
        community: [http.get('*/wap/api/feed/detail', () => HttpResponse.json({ errcode: 0, data: { ...buildPost(0), deleted: 1 } })), ...communityHandlers()],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expectAddress(canvasElement, '/m/community/deleted');
  },
};

/** A broken post link: a clear message. */
export const PageHostileId: Story = {
  name: 'Page Hostile Id (English)',
  tags: ['test-only'],
  args: { initialPath: '/m/community/feed/detail?id=%3Cimg%20src%3Dx%3E' },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This link is not complete' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The shop's answer cannot be read: the error with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { community: communityHandlers({ default: scenario.ok, getFeedDetail: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
