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
 * One review, /m/review/detail?id=, through the real route table on the stateful mock backend: the
 * review with its like (sent once; the count from the answer), its translation into spec §4's
 * target, the deleted state, an unknown id (the not-found page), a malformed id (a clear message,
 * nothing asked) and a guest's like sent to sign in and back.
 */
const meta = {
  title: 'Pages/Reviews/ReviewDetailPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: PATH },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** Like twice quickly: one request, liked with the new count. */
export const PageLike: Story = {
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

/** On the Chinese site the translation target is Thai (spec §4). */
export const PageTranslate: Story = {
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

/** The backend says the review was deleted: only the note and the way to the square. */
export const PageDeleted: Story = {
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

/** An id the shop does not hold: the not-found page. */
export const PageUnknown: Story = {
  args: { initialPath: '/m/review/detail?id=42' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A hostile id: a clear message, nothing asked. */
export const PageHostileId: Story = {
  args: { initialPath: '/m/review/detail?id=%3Cimg%20src%3Dx%3E' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This review link is not valid' }, { timeout: 5000 })).toBeVisible();
    await expect(callsTo(sent, '/wap/api/team/review_detail')).toHaveLength(0);
  },
};

/** A guest reads the review; the like sends them to sign in and back here. */
export const PageGuestLike: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Like/ }, { timeout: 5000 }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};

/** The like is refused: the backend's message as a toast (spec §8), the like as it was. */
export const PageLikeRefused: Story = {
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

/** A malformed answer: a clear message with a retry, no crash. */
export const PageMalformed: Story = {
  parameters: { msw: { handlers: { product: productHandlers({ getReviewDetail: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A reply, Send double-clicked: one request; the reply shows under the review and the field empties. */
export const PageReplyOnce: Story = {
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

/** Send with nothing written: spec §5's message; nothing sent. */
export const PageReplyRequired: Story = {
  globals: { locale: 'th_TH' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ส่งการตอบกลับ' }, { timeout: 5000 }));
    await expect(canvas.getByRole('textbox', { name: /เขียนการตอบกลับ/ })).toHaveAccessibleDescription(/กรุณากรอกข้อมูลนี้/);
    await expect(callsTo(sent, '/wap/api/team/review_reply')).toHaveLength(0);
  },
};

/** A guest's reply sends them to sign in and back here, nothing stored. */
export const PageGuestReply: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Write a reply/ }, { timeout: 5000 }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};
