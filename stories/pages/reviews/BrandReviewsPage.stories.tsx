import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { bodyOf, callsTo } from './reviewPageSupport';

const REVIEWS = '/m_api/brand/reviews.php';

/**
 * **Brand reviews (in the running shop): where a shopper reads what other shoppers say about one
 * brand.**
 *
 * The shopper sees the brand's rating, then its reviews, each with its stars, photos (which open
 * full-screen), likes and Translate. More load as they scroll. Anyone may read; a shopper who has
 * not logged in is asked to log in when they like, and comes back here after.
 *
 * They see the loading state while the reviews are on their way, No reviews for this brand yet, the
 * error state with Try again when the reviews could not be loaded, and a message with the way to
 * the review square when the link does not name a brand.
 */
const meta = {
  title: 'Pages/Reviews/BrandReviewsPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/brand_review?brand_id=102' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** The brand's reviews; a like counts once, even when tapped twice. */
export const PageFull: Story = {
  name: 'Page Full (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Brand reviews' }, { timeout: 5000 })).toBeVisible();
    const likeButtons = await canvas.findAllByRole('button', { name: /^Like/ }, { timeout: 5000 });
    await expect(callsTo(sent, REVIEWS)[0]?.url.searchParams.get('brand_id')).toBe('102');
    await userEvent.click(likeButtons[1] as HTMLElement);
    await waitFor(() => expect(likeButtons[1]).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
    await expect(bodyOf(callsTo(sent, '/wap/api/team/review_like')[0]).get('review_id')).toBe('80002');
  },
};

/** A brand the shop does not have: the not-found page. */
export const PageUnknownBrand: Story = {
  name: 'Page Unknown Brand (English, signed in)',
  args: { initialPath: '/m/brand_review?brand_id=999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Test only: a hostile brand in the link shows a clear message and asks the shop nothing. */
export const PageHostileBrand: Story = {
  name: 'Page Hostile Brand (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/brand_review?brand_id=%22%3E%3Cscript%3E' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This link does not name a brand' }, { timeout: 5000 })).toBeVisible();
    await expect(callsTo(sent, REVIEWS)).toHaveLength(0);
  },
};

/** The reviews could not be loaded, in Thai: Try again loads them. */
export const PageErrorRetry: Story = {
  name: 'Page Error Retry (Thai, signed in)',
  tags: ['error-state'],
  globals: { locale: 'th_TH' },
  parameters: { msw: { handlers: { catalog: catalogHandlers({ getBrandReviews: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'โหลดหน้านี้ไม่สำเร็จ' }, { timeout: 5000 })).toBeVisible();
  },
};
