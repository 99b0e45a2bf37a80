import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildTeams } from '../../../mocks/fixtures/products';
import { teamSchema } from '../../../src/api';
import { toRecommendedProduct } from '../../../src/pages/errors/NotFound/recommendedProduct';
import { NotFoundView } from '../../../src/pages/errors/NotFound/NotFoundView';
import { RouteTableHarness } from '../../support/RouteTableHarness';

/** The 404 call's products, as the loader turns them into cards. */
const recommended = (locale: 'th_TH' | 'en_US' | 'zh_CN') => buildTeams(4, locale).map((team) => toRecommendedProduct(teamSchema.parse(team)));

/**
 * The page for any address under /m that no route serves, or whose parameters fail validation
 * (spec §2, §8): the title, "Return to homepage" (tourists go to the tourist promo page) and the
 * recommended products of the 404 call. The route table renders it from its error boundary; never
 * render it for an empty list or a failed request inside a page (use EmptyState or ErrorState).
 */
const meta = {
  title: 'Pages/Errors/NotFound',
  component: NotFoundView,
  args: { onReturnHome: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundThai: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ไม่พบหน้าที่คุณต้องการ');
    await userEvent.click(canvas.getByRole('button', { name: 'กลับสู่หน้าแรก' }));
    await expect(args.onReturnHome).toHaveBeenCalledTimes(1);
  },
};

export const NotFoundEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'This page could not be found' }),
    ).toBeVisible();
  },
};

export const NotFoundChinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '返回首页' })).toBeVisible();
  },
};

export const WithRecommendationsThai: Story = {
  args: {
    recommendations: recommended('th_TH'),
    // The story keeps the page where it is; the container navigates in-app.
    onOpenProduct: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'สินค้าแนะนำสำหรับคุณ' });
    const links = within(section).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await userEvent.click(links[0] as HTMLElement);
    await expect(args.onOpenProduct).toHaveBeenCalledWith(recommended('th_TH')[0]?.href, expect.anything());
  },
};

export const WithRecommendationsEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { recommendations: recommended('en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Recommended for you' })).toBeVisible();
  },
};

export const WithRecommendationsChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { recommendations: recommended('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '为你推荐' })).toBeVisible();
  },
};

/** Through the route table on the mock backend: the catch-all, its 404 call and the layout. */
export const ThroughRouteTableThai: Story = {
  render: () => <RouteTableHarness initialPath="/m/no-such-page" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'สินค้าแนะนำสำหรับคุณ' })).toBeVisible();
  },
};

export const ThroughRouteTableEnglish: Story = {
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/brand/lotus-dew/reviews/all/extra" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Recommended for you' })).toBeVisible();
  },
};

export const ThroughRouteTableChinese: Story = {
  globals: { locale: 'zh_CN' },
  render: () => <RouteTableHarness initialPath="/m/tarot/missing" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '为你推荐' })).toBeVisible();
  },
};
