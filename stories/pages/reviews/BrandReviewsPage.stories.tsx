import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { bodyOf, callsTo } from './reviewPageSupport';

const REVIEWS = '/m_api/brand/reviews.php';

/**
 * A brand's reviews, /m/brand_review?brand_id=, through the real route table on the stateful mock
 * backend: the brand asked by id, its reviews with likes, an unknown brand (the not-found page), a
 * malformed brand_id (a clear message, nothing asked) and a failure with a retry.
 */
const meta = {
  title: 'Pages/Reviews/BrandReviewsPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/brand_review?brand_id=102' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** The brand's reviews (asked by brand_id); a like is sent once with the review's id. */
export const PageFull: Story = {
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

export const PageUnknownBrand: Story = {
  args: { initialPath: '/m/brand_review?brand_id=999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageHostileBrand: Story = {
  args: { initialPath: '/m/brand_review?brand_id=%22%3E%3Cscript%3E' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This link does not name a brand' }, { timeout: 5000 })).toBeVisible();
    await expect(callsTo(sent, REVIEWS)).toHaveLength(0);
  },
};

export const PageErrorRetry: Story = {
  globals: { locale: 'th_TH' },
  parameters: { msw: { handlers: { catalog: catalogHandlers({ getBrandReviews: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'โหลดหน้านี้ไม่สำเร็จ' }, { timeout: 5000 })).toBeVisible();
  },
};
