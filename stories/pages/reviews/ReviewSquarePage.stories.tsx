import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { at } from '../../support/routeSteps';

const PATH = '/m/review';
const SQUARE = '/wap/api/review/square';
const LIKE = '/wap/api/team/review_like';
const TRANSLATE = '/wap/api/comment/translate';

/**
 * The review square, /m/review, through the real route table on the stateful mock backend: the
 * latest reviews with photos, the Best order (an address), a like (sent once however often it is
 * tapped; the count from the answer), a translation into spec §4's target, the photos
 * full-screen, a guest's like sent to sign in and back, and failures with a retry.
 */
const meta = {
  title: 'Pages/Reviews/ReviewSquarePage',
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
const calls = (path: string) => sent.filter((request) => request.url.pathname === path);
const bodyOf = (request: SentRequest | undefined) => new URLSearchParams(request?.body);
const likes = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Review square' }, { timeout: 5000 });
  return canvas.findAllByRole('button', { name: /^Like/ }, { timeout: 5000 });
};

/** Latest first; a double-tapped like sends one request and shows the new count. */
export const PageLikeOnce: Story = {
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const [first] = await likes(canvasElement);
    await expect(first).toHaveTextContent(/^Like\s*2$/);
    await userEvent.dblClick(first as HTMLElement);
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
    await expect(first).toHaveTextContent(/^Like\s*3$/);
    await expect(calls(LIKE)).toHaveLength(1);
    await expect(bodyOf(calls(LIKE)[0]).get('review_id')).toBe('80001');
    await expect(calls(SQUARE)[0]?.url.searchParams.get('sort')).toBe('latest');
  },
};

/** Best is an address: the most liked first. */
export const PageBest: Story = {
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await likes(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Best' }));
    await at(canvasElement, '/m/review?sort=best');
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Like/ })[0]).toHaveTextContent(/^Like\s*54$/), { timeout: 5000 });
    await expect(calls(SQUARE).map((request) => request.url.searchParams.get('sort'))).toEqual(['latest', 'best']);
  },
};

/** On the Thai site a review translates into English (spec §4 target), then back to the original. */
export const PageTranslate: Story = {
  globals: { locale: 'th_TH' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'แปล' }, { timeout: 5000 }))[0] as HTMLElement);
    await expect(await canvas.findByText('Two weeks in and my skin really is brighter. Fast delivery!', {}, { timeout: 5000 })).toBeVisible();
    // The payload's lang (the target) follows the common lang (the site's) every request carries.
    await expect([bodyOf(calls(TRANSLATE)[0]).get('id'), bodyOf(calls(TRANSLATE)[0]).getAll('lang').at(-1)]).toEqual(['80001', 'en_US']);
    await userEvent.click(canvas.getByRole('button', { name: 'ดูต้นฉบับ' }));
    await expect(canvas.queryByText('Two weeks in and my skin really is brighter. Fast delivery!')).toBeNull();
  },
};

/** A photo opens full-screen; Escape closes it. */
export const PagePhotos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Photo 1 of 1' }, { timeout: 5000 }))[0] as HTMLElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Review photos' });
    await expect(within(dialog).getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A review's own page opens from the list. */
export const PageOpenDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('link', { name: /^View review/ }, { timeout: 5000 }))[0] as HTMLElement);
    await at(canvasElement, '/m/review/detail?id=80001');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Review' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A guest may read; a like sends them to sign in and back to the square. */
export const PageGuestLike: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    const [first] = await likes(canvasElement);
    await userEvent.click(first as HTMLElement);
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};

/** The backend fails: the error with a retry; the retry loads the square. */
export const PageErrorRetry: Story = {
  parameters: { msw: { handlers: { product: productHandlers({ getReviewSquare: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A malformed answer: the same clear message, no crash. */
export const PageMalformed: Story = {
  parameters: { msw: { handlers: { product: productHandlers({ getReviewSquare: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A hostile sort value falls back to Latest. */
export const PageHostileSort: Story = {
  args: { initialPath: '/m/review?sort=%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await likes(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
    await expect(calls(SQUARE)[0]?.url.searchParams.get('sort')).toBe('latest');
  },
};
