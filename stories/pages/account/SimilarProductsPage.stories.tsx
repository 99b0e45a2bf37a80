import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address, requestLog } from './accountStorySupport';

const SIMILAR_CALL = '/wap/api/team/similar';

/**
 * **Similar products: more products like the one a shopper chose, to compare or pick another.**
 *
 * The chosen product comes first, then products of the same brand or category; each opens its page
 * or goes into the cart. Anyone can see it, logged in or not. A link that does not name a product
 * says so and offers the home page; a product the shop does not sell shows the page-not-found page.
 *
 * They see the loading state while the products are on their way, an empty list with See best
 * sellers, and the error state with Try again when the products could not be loaded (no
 * connection).
 */
const meta = {
  title: 'Pages/Account/SimilarProductsPage',
  component: RouteTableHarness,
  args: { initialPath: '/m/account/similar_pro?id=50001' },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'guest' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

/** A serum in Thai: the other products of its brand come first. */
export const PageProduct: Story = {
  name: 'Page Product (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'สินค้าที่คล้ายกับ เซรั่มขมิ้นชันไบรท์เทนนิ่ง 30 มล.' }, { timeout: 5000 });
    await expect(within(grid).getAllByRole('listitem')[0]).toHaveTextContent('ครีมใบบัวบกลดสิว 50 ก.');
    await expect(log.to(SIMILAR_CALL)[0]?.url.searchParams.get('team_id')).toBe('50001');
  },
};

/** In English: tapping a similar product opens its page. */
export const PageOpenSimilar: Story = {
  name: 'Page Open Similar (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Products similar to Turmeric Brightening Serum 30 ml' }, { timeout: 5000 });
    await userEvent.click(within(grid).getAllByRole('link')[0]!);
    await waitFor(() => expect(address(canvasElement).textContent).toMatch(/^\/m\/[^/]+\/50002\.html$/), { timeout: 5000 });
  },
};

/** A link that does not name a product: a clear message. */
export const PageMissingId: Story = {
  name: 'Page Missing Id (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/account/similar_pro' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Which product?' }, { timeout: 5000 })).toBeVisible();
    await expect(log.to(SIMILAR_CALL)).toHaveLength(0);
  },
};

/** A link with a broken product in it: the same clear message. */
export const PageHostileId: Story = {
  name: 'Page Hostile Id (Chinese)',
  tags: ['test-only'],
  globals: { locale: 'zh_CN' },
  args: { initialPath: `/m/account/similar_pro?id=${encodeURIComponent('<script>alert(1)</script>')}` },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '哪件商品？' }, { timeout: 5000 })).toBeVisible();
    await expect(log.to(SIMILAR_CALL)).toHaveLength(0);
  },
};

/** A product the shop does not sell: the page-not-found page. */
export const PageUnknownProduct: Story = {
  name: 'Page Unknown Product (English)',
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/account/similar_pro?id=99999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};
