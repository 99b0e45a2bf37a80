import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildTeams } from '../../../mocks/fixtures/products';
import { teamSchema } from '../../../src/api';
import { toRecommendedProduct } from '../../../src/pages/shared/notFound/recommendedProduct';
import { NotFoundView } from '../../../src/pages/errors/NotFound/NotFoundView';
import { RouteTableHarness } from '../../support/RouteTableHarness';

/** The 404 call's products, as the loader turns them into cards. */
const recommended = (locale: 'th_TH' | 'en_US' | 'zh_CN') => buildTeams(4, locale).map((team) => toRecommendedProduct(teamSchema.parse(team)));

/**
 * **Page not found: where a shopper lands on an address the shop does not have.**
 *
 * A mistyped or old link, or one whose details do not make sense, brings the shopper here. The page
 * says it could not be found, offers Return to homepage (a tourist goes to the tourist offers page
 * instead) and shows a few products the shop recommends, so the visit does not end here. Not for an
 * empty list or a part of a page that failed to load: those pages show their own message.
 *
 * They see the message with the way home, with the recommended products once they have arrived.
 */
const meta = {
  title: 'Pages/Errors/NotFound',
  component: NotFoundView,
  args: { onReturnHome: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a shopper sees first, in Thai: the message and Return to homepage. */
export const NotFoundThai: Story = {
  // Its point is the Thai page (English and Chinese have their own): the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ไม่พบหน้าที่คุณต้องการ');
    await userEvent.click(canvas.getByRole('button', { name: 'กลับสู่หน้าแรก' }));
    await expect(args.onReturnHome).toHaveBeenCalledTimes(1);
  },
};

/** In English. */
export const NotFoundEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'This page could not be found' }),
    ).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const NotFoundChinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '返回首页' })).toBeVisible();
  },
};

/** With the recommended products; tapping one opens it. */
export const WithRecommendationsThai: Story = {
  // Its point is the Thai page (English and Chinese have their own): the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
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

/** With the recommended products, in English. */
export const WithRecommendationsEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { recommendations: recommended('en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Recommended for you' })).toBeVisible();
  },
};

/** With the recommended products, in Simplified Chinese. */
export const WithRecommendationsChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { recommendations: recommended('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '为你推荐' })).toBeVisible();
  },
};

/** In the running shop, in Thai: an address that does not exist shows this page and its products. */
export const ThroughRouteTableThai: Story = {
  parameters: { controls: { disable: true } },
  // Its point is the Thai page (English and Chinese have their own): the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  render: () => <RouteTableHarness initialPath="/m/no-such-page" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'สินค้าแนะนำสำหรับคุณ' })).toBeVisible();
  },
};

/** In the running shop, in English: an address with too many parts. */
export const ThroughRouteTableEnglish: Story = {
  parameters: { controls: { disable: true } },
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/brand/lotus-dew/reviews/all/extra" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Recommended for you' })).toBeVisible();
  },
};

/** In the running shop, in Simplified Chinese. */
export const ThroughRouteTableChinese: Story = {
  parameters: { controls: { disable: true } },
  globals: { locale: 'zh_CN' },
  render: () => <RouteTableHarness initialPath="/m/tarot/missing" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '为你推荐' })).toBeVisible();
  },
};
