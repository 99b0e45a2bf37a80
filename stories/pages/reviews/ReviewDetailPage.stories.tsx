import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildReview } from '../../../mocks/fixtures/products';
import { productHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { at, bodyOf, callsTo } from './reviewPageSupport';

const PATH = '/m/review/detail?id=80001';
const LIKE = '/wap/api/team/review_like';
const TRANSLATE = '/wap/api/comment/translate';

/**
 * **Review (in the running shop): where a shopper reads one review in full, with its replies.**
 *
 * The whole text, its photos (which open full-screen), its likes, Translate (into English on the
 * Thai site, into Thai on the others) and the replies, with a field to write one. Anyone may read;
 * a shopper who has not logged in is asked to log in when they like or reply, and comes back here
 * after. A review that was taken down shows only a note saying so, with the way to the review
 * square.
 *
 * They see the loading state while the review is on its way, the error state with Try again when it
 * could not be loaded, a message with the way to the review square when the link does not name a
 * review, a message when they send an empty reply, and the shop's message when it refused a like.
 */
const meta = {
  title: 'Pages/Reviews/ReviewDetailPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: PATH },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** A like tapped twice quickly counts once, with the new count. */
export const PageLike: Story = {
  name: 'Page Like (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Review' }, { timeout: 5000 })).toBeVisible();
    const like = canvas.getByRole('button', { name: /^Like/ });
    await userEvent.dblClick(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
    await expect(like).toHaveTextContent(/^Like\s*3$/);
    await expect(callsTo(sent, LIKE)).toHaveLength(1);
    await expect(bodyOf(callsTo(sent, LIKE)[0]).get('review_id')).toBe('80001');
    await expect(canvas.getByText('No replies yet.')).toBeVisible();
  },
};

/** On the Chinese site a review translates into Thai. */
export const PageTranslate: Story = {
  name: 'Page Translate (Chinese, signed in)',
  globals: { locale: 'zh_CN' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '翻译' }, { timeout: 5000 }));
    await expect(await canvas.findByText('ใช้มาสองอาทิตย์ ผิวกระจ่างใสขึ้นจริง ส่งไวมาก', {}, { timeout: 5000 })).toBeVisible();
    // The payload's lang (the target) follows the common lang (the site's) every request carries.
    await expect(bodyOf(callsTo(sent, TRANSLATE)[0]).getAll('lang').at(-1)).toBe('th_TH');
  },
};

/** A review taken down: only the note and the way to the review square. */
export const PageDeleted: Story = {
  name: 'Page Deleted (English, signed in)',
  parameters: {
    msw: {
      handlers: {
        // The deleted review, and the rest of the area as the mock shop answers it (the square it leads to).
        product: [
          http.get(/\/wap\/api\/team\/review_detail/, () => HttpResponse.json({ errcode: 0, msg: '', data: { ...buildReview(0, 'en_US'), deleted: 1 } })),
          ...productHandlers(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This review has been deleted', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the review square' }));
    await at(canvasElement, '/m/review');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Review square' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A review the shop does not have: the not-found page. */
export const PageUnknown: Story = {
  name: 'Page Unknown (English, signed in)',
  args: { initialPath: '/m/review/detail?id=42' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Test only: a hostile review in the link shows a clear message and asks the shop nothing. */
export const PageHostileId: Story = {
  name: 'Page Hostile Id (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/review/detail?id=%3Cimg%20src%3Dx%3E' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This review link is not valid' }, { timeout: 5000 })).toBeVisible();
    await expect(callsTo(sent, '/wap/api/team/review_detail')).toHaveLength(0);
  },
};

/** A shopper who has not logged in reads the review; a like asks them to log in and brings them back. */
export const PageGuestLike: Story = {
  name: 'Page Guest Like (English)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Like/ }, { timeout: 5000 }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};

/** The shop refuses the like, in Thai: its message, and the like stays as it was. */
export const PageLikeRefused: Story = {
  name: 'Page Like Refused (Thai, signed in)',
  tags: ['error-state'],
  globals: { locale: 'th_TH' },
  parameters: { msw: { handlers: { product: productHandlers({ likeReview: scenario.errcode(1) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const like = await canvas.findByRole('button', { name: /^ถูกใจ/ }, { timeout: 5000 });
    await userEvent.click(like);
    await expect(await canvas.findByText('ขออภัย ไม่สามารถดำเนินการได้ (รหัส 1)', {}, { timeout: 5000 })).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Test only: a review the shop sent garbled shows a clear message with Try again, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  parameters: { msw: { handlers: { product: productHandlers({ getReviewDetail: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Test only: a reply, Send tapped twice, is sent once; it shows under the review and the field empties. */
export const PageReplyOnce: Story = {
  name: 'Page Reply Once (English, signed in)',
  tags: ['test-only'],
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /Write a reply/ }, { timeout: 5000 });
    await userEvent.type(field, 'Did it suit oily skin?');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findByText('Did it suit oily skin?', { selector: 'p' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '1 reply' })).toBeVisible();
    await expect(field).toHaveValue('');
    const replies = callsTo(sent, '/wap/api/team/review_reply', 'POST');
    await expect(replies).toHaveLength(1);
    await expect([bodyOf(replies[0]).get('review_id'), bodyOf(replies[0]).get('content')]).toEqual(['80001', 'Did it suit oily skin?']);
  },
};

/** Send with nothing written, in Thai: the field says it is needed; nothing is sent. */
export const PageReplyRequired: Story = {
  name: 'Page Reply Required (Thai, signed in)',
  globals: { locale: 'th_TH' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ส่งการตอบกลับ' }, { timeout: 5000 }));
    await expect(canvas.getByRole('textbox', { name: /เขียนการตอบกลับ/ })).toHaveAccessibleDescription(/กรุณากรอกข้อมูลนี้/);
    await expect(callsTo(sent, '/wap/api/team/review_reply')).toHaveLength(0);
  },
};

/** A shopper who has not logged in replies: they are asked to log in and come back, nothing is kept. */
export const PageGuestReply: Story = {
  name: 'Page Guest Reply (English)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Write a reply/ }, { timeout: 5000 }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};
