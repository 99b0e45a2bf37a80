import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { layoutHandlers } from '../../mocks/handlers';
import { scenario } from '../../mocks/scenarios';
import { RouteTableHarness } from '../support/RouteTableHarness';
import { address, at } from '../support/routeSteps';
import { blockTouristAutoLogin } from '../support/touristAutoLogin';
import { storyText } from '../support/storyText';

/**
 * The route table of `beauty-storefront/pages` in a memory router on the mock backend: the link
 * rules of spec §2 (the /m prefix, list.php, old brand .html links), the not-found catch-all with
 * the 404 call's recommendations, and the pages the table serves so far. Use it to check routing
 * end to end; to review one page's states, use that page's own stories.
 */
const meta = {
  title: 'App/Routes',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundWithRecommendations: Story = {
  args: { initialPath: '/m/no-such-page' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = storyText({ globals });
    await expect(await canvas.findByRole('heading', { level: 1, name: text('app:notFound.title') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: text('app:notFound.recommended') })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const PrefixAdded: Story = {
  name: 'Prefix Added (English)',
  args: { initialPath: '/community/deleted?from=share' },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This content was reviewed and deleted' })).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent('/m/community/deleted?from=share');
  },
};

export const ListPhpRewritten: Story = {
  name: 'List Php Rewritten (English)',
  args: { initialPath: '/m/list.php?cate=3' },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await at(canvasElement, '/m/list/?cate=3');
    // The list page has settled: its products (or its empty state) are shown.
    await waitFor(() =>
      expect(
        canvas.queryAllByRole('button', { name: /to cart$/ }).length + canvas.queryAllByRole('heading', { name: 'No products found' }).length,
      ).toBeGreaterThan(0),
    );
  },
};

export const OldBrandLinkRewritten: Story = {
  name: 'Old Brand Link Rewritten (Chinese)',
  args: { initialPath: '/m/brand/lotus-dew/turmeric-serum-50001.html' },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await at(canvasElement, '/m/lotus-dew/turmeric-serum-50001.html');
    // The rewritten address is a product page: the product page answers it.
    await expect(await within(canvasElement).findByRole('button', { name: '立即购买' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { name: '找不到该页面' })).toBeNull();
  },
};

export const ProductAddressWithoutHtml: Story = {
  name: 'Product Address Without Html (English)',
  args: { initialPath: '/m/lotus-dew/turmeric-serum-1001' },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  },
};

export const NotFoundReturnsHome: Story = {
  name: 'Not Found Returns Home (English)',
  args: { initialPath: '/m/no-such-page' },
  globals: { locale: 'en_US' },
  // The home page's carousel must not move on its own before the screenshot.
  tags: ['reduced-motion'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Return to homepage' }));
    await at(canvasElement, /^\/m$/);
    // Home has settled: its own data and the layout's footer data (navigation and notices).
    await expect(await canvas.findByRole('region', { name: 'Recommended for you' })).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

/** A tourist (who opted out of the automatic WeChat login) returns from the not-found page to the tourist promo. */
export const TouristReturnsToPromo: Story = {
  args: { initialPath: '/m/no-such-page' },
  globals: { tourist: 'on' },
  beforeEach: blockTouristAutoLogin,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '返回首页' }));
    await at(canvasElement, '/m/promo?type=tourist');
    // The promo list has settled: its products (or its empty state) are shown.
    await waitFor(() =>
      expect(
        canvas.queryAllByRole('button', { name: /加入购物车/ }).length + canvas.queryAllByRole('heading', { name: '没有找到商品' }).length,
      ).toBeGreaterThan(0),
    );
  },
};

export const NotFoundWhen404CallFails: Story = {
  name: 'Not Found When 404 Call Fails (English)',
  tags: ['error-state'],
  args: { initialPath: '/m/no-such-page' },
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { layout: layoutHandlers({ getNotFoundRecommendations: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Recommended for you' })).toBeNull();
  },
};

/**
 * The layout route's loader (src/pages/shared/layoutData, `loadLayoutData`) never throws: when the
 * footer-navigation call fails, the page still renders, only without the footer navigation.
 */
export const FooterCallFailsPageStays: Story = {
  name: 'Footer Call Fails Page Stays (English)',
  args: { initialPath: '/m' },
  globals: { locale: 'en_US' },
  tags: ['error-state', 'reduced-motion'],
  parameters: { msw: { handlers: { layout: layoutHandlers({ getFooterNav: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Recommended for you' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
