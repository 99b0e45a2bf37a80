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
 * **Review square (in the running shop): where a shopper browses other shoppers' reviews with
 * photos.**
 *
 * The latest or the best reviews first; each with its stars, likes (none shown for zero, 9999+
 * above that), Translate (into English on the Thai site, into Thai on the others) and its photos,
 * which open full-screen. A review opens its own page; more load as the shopper scrolls. Anyone may
 * read; a shopper who has not logged in is asked to log in when they like, and comes back here
 * after.
 *
 * They see the loading state while the reviews are on their way, No reviews with photos yet, the
 * error state with Try again when the reviews could not be loaded, and a message on a review whose
 * translation failed.
 */
const meta = {
  title: 'Pages/Reviews/ReviewSquarePage',
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
const calls = (path: string) => sent.filter((request) => request.url.pathname === path);
const bodyOf = (request: SentRequest | undefined) => new URLSearchParams(request?.body);
const likes = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Review square' }, { timeout: 5000 });
  return canvas.findAllByRole('button', { name: /^Like/ }, { timeout: 5000 });
};

/** Test only: latest first; a like tapped twice counts once, with the new count. */
export const PageLikeOnce: Story = {
  name: 'Page Like Once (English, signed in)',
  tags: ['test-only'],
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

/** Best: the most liked first. */
export const PageBest: Story = {
  name: 'Page Best (English, signed in)',
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

/** On the Thai site a review translates into English, then back to the original. */
export const PageTranslate: Story = {
  name: 'Page Translate (Thai, signed in)',
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
  name: 'Page Photos (English, signed in)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Photo 1 of 1' }, { timeout: 5000 }))[0] as HTMLElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Review photos' });
    await expect(within(dialog).getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A review's own page opens from the square. */
export const PageOpenDetail: Story = {
  name: 'Page Open Detail (English, signed in)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('link', { name: /^View review/ }, { timeout: 5000 }))[0] as HTMLElement);
    await at(canvasElement, '/m/review/detail?id=80001');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Review' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in may read; a like asks them to log in and brings them back. */
export const PageGuestLike: Story = {
  name: 'Page Guest Like (English)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    const [first] = await likes(canvasElement);
    await userEvent.click(first as HTMLElement);
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};

/** The reviews could not be loaded: Try again loads them. */
export const PageErrorRetry: Story = {
  name: 'Page Error Retry (English, signed in)',
  tags: ['error-state'],
  parameters: { msw: { handlers: { product: productHandlers({ getReviewSquare: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Test only: reviews the shop sent garbled show the same clear message, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  parameters: { msw: { handlers: { product: productHandlers({ getReviewSquare: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Test only: a hostile order in the link falls back to Latest. */
export const PageHostileSort: Story = {
  name: 'Page Hostile Sort (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/review?sort=%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await likes(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
    await expect(calls(SQUARE)[0]?.url.searchParams.get('sort')).toBe('latest');
  },
};
