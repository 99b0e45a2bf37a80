import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address, requestLog } from './accountStorySupport';

const SIMILAR_CALL = '/wap/api/team/similar';

/**
 * Similar products through the real route table on the mock backend (no login needed): the
 * product and those of its brand or category, an address without a product or with a hostile id
 * (a clear message, nothing asked of the backend), and an unknown product (the not-found page).
 */
const meta = {
  title: 'Pages/Account/SimilarProductsPage',
  component: RouteTableHarness,
  args: { initialPath: '/m/account/similar_pro?id=50001' },
  parameters: { frame: 'none', shop: { seed: 'guest' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

/** The serum in Thai: the backend is asked for its similar products; the other products of its brand come first. */
export const PageProduct: Story = {
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'สินค้าที่คล้ายกับ เซรั่มขมิ้นชันไบรท์เทนนิ่ง 30 มล.' }, { timeout: 5000 });
    await expect(within(grid).getAllByRole('listitem')[0]).toHaveTextContent('ครีมใบบัวบกลดสิว 50 ก.');
    await expect(log.to(SIMILAR_CALL)[0]?.url.searchParams.get('team_id')).toBe('50001');
  },
};

/** In English, a similar product's card opens its page in-app. */
export const PageOpenSimilar: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Products similar to Turmeric Brightening Serum 30 ml' }, { timeout: 5000 });
    await userEvent.click(within(grid).getAllByRole('link')[0]!);
    await waitFor(() => expect(address(canvasElement).textContent).toMatch(/^\/m\/[^/]+\/50002\.html$/), { timeout: 5000 });
  },
};

/** No id: a clear message; the backend is not asked. */
export const PageMissingId: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/account/similar_pro' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Which product?' }, { timeout: 5000 })).toBeVisible();
    await expect(log.to(SIMILAR_CALL)).toHaveLength(0);
  },
};

/** A hostile id: the same clear message, nothing sent. */
export const PageHostileId: Story = {
  globals: { locale: 'zh_CN' },
  args: { initialPath: `/m/account/similar_pro?id=${encodeURIComponent('<script>alert(1)</script>')}` },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '哪件商品？' }, { timeout: 5000 })).toBeVisible();
    await expect(log.to(SIMILAR_CALL)).toHaveLength(0);
  },
};

/** A product the shop does not sell: the not-found page. */
export const PageUnknownProduct: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/account/similar_pro?id=99999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};
