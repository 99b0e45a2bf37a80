import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { catalogHandlers } from '../../../mocks/handlers/catalog';
import { buildTeams } from '../../../mocks/fixtures/products';
import { scenario } from '../../../mocks/scenarios';
import { teamSchema } from '../../../src/api';
import { toRecommendedProduct } from '../../../src/pages/shared/notFound/recommendedProduct';
import {
  BRAND_SEARCH_HISTORY_COOKIE,
  clearHistoryCookie,
  encodeHistory,
  SEARCH_HISTORY_COOKIE,
  serializeHistoryCookie,
} from '../../../src/pages/search/Search/searchHistoryCookie';
import { SearchView } from '../../../src/pages/search/Search/SearchView';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address } from '../../support/routeSteps';
import { storyLocale, storyText } from '../../support/storyText';
import { flushAndFindClickStatistic, openCardAndReadStatistic } from '../lists/clickStatisticsRequests';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';

/** A Page story runs the page on the mock shop: the view's controls would do nothing there. */
const PAGE_CONTROLS = { disable: true };

type Locale = 'th_TH' | 'en_US' | 'zh_CN';
const products = (locale: Locale, count = 6) => buildTeams(count, locale).map((team) => toRecommendedProduct(teamSchema.parse(team)));
const preventOpen = fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault());

const HISTORY = {
  th_TH: ['เซรั่มขมิ้นชัน', 'กันแดดกันน้ำ SPF50+', 'ลิปแมตต์'],
  en_US: ['turmeric serum', 'water-resistant sunscreen', 'matte lipstick'],
  zh_CN: ['姜黄精华', '防水防晒霜', '哑光口红'],
} as const;
/** "Toner" as a shopper types it in each language: the shop names its toners so. */
const TONER = { th_TH: 'โทนเนอร์', en_US: 'Toner', zh_CN: '爽肤水' } as const;
const HOT = {
  th_TH: ['โทนเนอร์บัวหลวง', 'มาสก์หน้า', 'คุชชั่นคุมมัน'],
  en_US: ['lotus toner', 'sheet mask', 'cushion'],
  zh_CN: ['圣莲爽肤水', '面膜', '气垫'],
} as const;

/**
 * **Search: how a shopper finds a product by name, brand or need ("sunscreen", "acne").**
 *
 * Before the first search the page offers the shopper's recent searches (which they can clear)
 * and what other shoppers search for most; while typing, suggestions; after searching, the
 * results as a grid of products, "nothing found" with the searched words, or an error with Try
 * again. Searching from a brand's page searches within that brand. A list of a category is a list
 * page, not this one.
 *
 * **The two kinds of stories.** The states without "Page" show the screen as designed, one state
 * each. "Page" stories run the real page on the mock shop: the Language, Login and Platform
 * toolbars apply, except where a story sets one itself (its toolbar item is greyed out).
 */
const meta = {
  title: 'Pages/Search/Search',
  component: SearchView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: {
    value: '',
    onChange: fn(),
    onSearch: fn(),
    history: HISTORY.th_TH,
    onClearHistory: fn(),
    suggestions: [],
    hotWords: HOT.th_TH,
    results: { status: 'idle' },
    onRetry: fn(),
    onOpenProduct: preventOpen,
  },
} satisfies Meta<typeof SearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a search: recent searches and popular searches. */
export const Start: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    // The history and the popular searches are the story's Thai data in every language.
    const recent = canvas.getByRole('region', { name: text('inputs:search.history') });
    await userEvent.click(within(recent).getByRole('button', { name: 'ลิปแมตต์' }));
    await expect(args.onSearch).toHaveBeenCalledWith('ลิปแมตต์');
    const hot = canvas.getByRole('region', { name: text('search:hot') });
    await userEvent.click(within(hot).getByRole('button', { name: 'มาสก์หน้า' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('มาสก์หน้า');
  },
};

export const NoHistory: Story = { args: { history: [] } };

export const Suggestions: Story = {
  args: { value: 'เซรั่ม', suggestions: ['เซรั่มขมิ้นชัน', 'เซรั่มวิตามินซี', 'เซรั่มไฮยาลูรอน'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'เซรั่มวิตามินซี' }));
    await expect(args.onSearch).toHaveBeenCalledWith('เซรั่มวิตามินซี');
  },
};

export const Loading: Story = { args: { value: 'กันแดด', results: { status: 'loading' } } };

const NOTHING_MATCHES = 'ครีมกันแดดสูตรอ่อนโยนพิเศษสำหรับผิวแพ้ง่ายมาก';

export const Empty: Story = {
  args: { value: NOTHING_MATCHES, results: { status: 'ok', keyword: NOTHING_MATCHES, products: [] } },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('heading', { name: storyText(context)('search:empty.title', { keyword: NOTHING_MATCHES }) })).toBeVisible();
  },
};

export const Error: Story = {
  tags: ['error-state'],
  args: { value: 'กันแดด', results: { status: 'error', message: null } },
  play: async (context) => {
    const { canvasElement, args } = context;
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(storyText(context)('basics:errorState.retry')) }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Results: Story = {
  args: { value: 'เซรั่ม', results: { status: 'ok', keyword: 'เซรั่ม', products: products('th_TH') } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: text('search:results.title', { keyword: 'เซรั่ม' }) });
    await expect(within(section).getByText(text('search:results.count', { count: 6 }))).toBeVisible();
    const links = within(section).getAllByRole('link');
    await userEvent.click(links[0] as HTMLElement);
    await expect(args.onOpenProduct).toHaveBeenCalledWith(products('th_TH')[0]?.href, expect.anything());
  },
};

export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    value: 'เซรั่มขมิ้นชันไบรท์เทนนิ่งสูตรเข้มข้นพิเศษสำหรับผิวหมองคล้ำ',
    history: ['เซรั่มขมิ้นชันไบรท์เทนนิ่งสูตรเข้มข้นพิเศษสำหรับผิวหมองคล้ำและจุดด่างดำ', ...HISTORY.th_TH],
    results: { status: 'ok', keyword: 'เซรั่มขมิ้นชันไบรท์เทนนิ่งสูตรเข้มข้นพิเศษสำหรับผิวหมองคล้ำ', products: products('th_TH', 4) },
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { history: HISTORY.en_US, hotWords: HOT.en_US },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Popular searches' })).toBeVisible();
  },
};

export const EnglishResults: Story = {
  globals: { locale: 'en_US' },
  args: { value: 'serum', results: { status: 'ok', keyword: 'serum', products: products('en_US', 1) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 product')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { value: '精华', history: HISTORY.zh_CN, hotWords: HOT.zh_CN, results: { status: 'ok', keyword: '精华', products: products('zh_CN') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '“精华”的搜索结果' })).toBeVisible();
  },
};

/** Inside the Android app: the same page; opening a result goes to the container (which opens the app's product screen). */
export const App: Story = {
  name: 'App (Android app)',
  globals: { platform: 'android' },
  args: { value: 'เซรั่ม', results: { status: 'ok', keyword: 'เซรั่ม', products: products('th_TH', 4) } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const section = within(canvasElement).getByRole('region', { name: storyText(context)('search:results.title', { keyword: 'เซรั่ม' }) });
    await userEvent.click(within(section).getAllByRole('link')[0] as HTMLElement);
    await expect(args.onOpenProduct).toHaveBeenCalledWith(products('th_TH')[0]?.href, expect.anything());
  },
};

// Page stories: the real route table on the mock backend. Cookies are set before each story so
// the history shown is always the same.
function setCookies(history: readonly string[]) {
  document.cookie = clearHistoryCookie(BRAND_SEARCH_HISTORY_COOKIE);
  document.cookie = history.length > 0 ? serializeHistoryCookie(SEARCH_HISTORY_COOKIE, encodeHistory(history)) : clearHistoryCookie(SEARCH_HISTORY_COOKIE);
}

let sent: SentRequest[] = [];

/** Typing, then Enter: the term goes into the cookie, the search log is saved and the results load. */
export const PageSearch: Story = {
  parameters: { controls: PAGE_CONTROLS },
  render: () => <RouteTableHarness initialPath="/m/search" />,
  beforeEach: (context) => {
    setCookies(HISTORY.th_TH);
    sent = recordRequests(context);
  },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    // A word the shop's products are named with in the language shown (the toolbar's).
    const keyword = TONER[storyLocale(context.globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: text('search:hot') })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), `${keyword}{Enter}`);
    await expect(await canvas.findByRole('region', { name: text('search:results.title', { keyword }) })).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent('/m/search?keyword=');
    const log = sent.find((request) => request.method === 'POST' && request.url.pathname === '/api/go/search/log');
    await expect(log && JSON.parse(log.body)).toMatchObject({ name: keyword, url: `/m/search?keyword=${encodeURIComponent(keyword)}` });
    await expect(document.cookie).toContain(`${SEARCH_HISTORY_COOKIE}=v1.`);
    // Back to an empty field: the new term leads the history.
    await userEvent.click(canvas.getByRole('button', { name: text('inputs:search.clear') }));
    const recent = await canvas.findByRole('region', { name: text('inputs:search.history') });
    await expect(within(recent).getAllByRole('button')[1]).toHaveAccessibleName(keyword);
  },
};

/** Arriving with a keyword: the results come from the loader; clearing the history empties the cookie. */
export const PageResultsEnglish: Story = {
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/search?keyword=serum" />,
  beforeEach: () => setCookies(HISTORY.en_US),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Results for “serum”' })).toBeVisible();
    await expect(canvas.getByText('8 products')).toBeVisible();
  },
};

/** A tampered cookie is ignored: the page shows no history and still works. */
export const PageTamperedCookie: Story = {
  parameters: { controls: PAGE_CONTROLS },
  render: () => <RouteTableHarness initialPath="/m/search" />,
  beforeEach: () => {
    setCookies([]);
    document.cookie = `${SEARCH_HISTORY_COOKIE}=v1.%5B%22broken; Path=/`;
  },
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('region', { name: text('search:hot') })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: text('inputs:search.history') })).toBeNull();
  },
};

export const PageEmptyChinese: Story = {
  globals: { locale: 'zh_CN' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { catalog: catalogHandlers({ searchProducts: scenario.empty }) } } },
  render: () => <RouteTableHarness initialPath="/m/search?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8" />,
  beforeEach: () => setCookies([]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '没有找到与“不存在”相关的商品' })).toBeVisible();
  },
};

/** The search call fails, then Retry succeeds. */
export const PageErrorThenRetry: Story = {
  tags: ['error-state'],
  render: () => <RouteTableHarness initialPath="/m/search?keyword=%E0%B8%81%E0%B8%B1%E0%B8%99%E0%B9%81%E0%B8%94%E0%B8%94" />,
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { catalog: catalogHandlers({ searchProducts: scenario.serverError }) } } },
  beforeEach: () => setCookies([]),
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    const retry = await canvas.findByRole('button', { name: new RegExp(text('basics:errorState.retry')) });
    // The backend recovers before the shopper retries.
    (context as { msw?: MswApi }).msw?.use(...catalogHandlers());
    await userEvent.click(retry);
    // The address's keyword (กันแดด, sunscreen) whatever the language shown.
    await waitFor(() => expect(canvas.getByRole('region', { name: text('search:results.title', { keyword: 'กันแดด' }) })).toBeVisible());
  },
};

/** A guest adds a result to a guest cart (the mobile web needs no login for the cart); the search stays. */
export const PageGuestAddsFromResults: Story = {
  name: 'Page Guest Adds From Results (English)',
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'en_US', login: 'guest' },
  render: () => <RouteTableHarness initialPath="/m/search?keyword=serum" session={{ isLogin: false }} />,
  beforeEach: (context) => {
    setCookies([]);
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = await canvas.findByRole('region', { name: 'Results for “serum”' }, { timeout: 10_000 });
    await userEvent.click(within(results).getByRole('button', { name: 'Add Turmeric Brightening Serum 30 ml to cart' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST' && r.body.includes('action=buy'))).toBe(true));
    // The answer's toast and bundle tip: read, then closed (the toast's own timer must not decide the
    // screenshot). The tip's code loads the first time one shows: wait for it before anything else.
    const tip = await canvas.findByRole('dialog', { name: 'Bundle offer' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss notification' }));
    await userEvent.click(within(tip).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Bundle offer' })).not.toBeInTheDocument());
    await expect(address(canvasElement)).toHaveTextContent('/m/search?keyword=serum');
  },
};

/**
 * Opening a result records its click statistic (spec §7): the product as the related team, the
 * search route and its keyword as the referrer; the product page opens in-app.
 */
export const PageOpenResultSendsStatistics: Story = {
  name: 'Page Open Result Sends Statistics (English)',
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/search?keyword=serum" />,
  beforeEach: (context) => {
    setCookies([]);
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = await canvas.findByRole('region', { name: 'Results for “serum”' }, { timeout: 10_000 });
    const link = within(results).getAllByRole('link')[0] as HTMLElement;
    const { productId, statistic } = await openCardAndReadStatistic(canvasElement, link, sent);
    await expect(statistic).toEqual({ action: 'click', related_id: productId, related_type: 'team', refer_from: 'search', refer_from_id: 'serum' });
    // The product page has loaded (the screenshot shows it settled).
    await expect(await canvas.findByRole('region', { name: 'Reviews' }, { timeout: 10_000 })).toBeVisible();
  },
};

/**
 * Inside the Android app a result opens the app's own product screen (a native deep link, spec §2):
 * the webview stays on the search, and the click statistic is sent all the same.
 */
export const PageAppOpensNativeProductScreen: Story = {
  name: 'Page App Opens Native Product Screen (Thai, Android app)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'th_TH', platform: 'android' },
  render: () => <RouteTableHarness initialPath="/m/search?keyword=%E0%B9%80%E0%B8%8B%E0%B8%A3%E0%B8%B1%E0%B9%88%E0%B8%A1" />,
  beforeEach: (context) => {
    setCookies([]);
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = await canvas.findByRole('region', { name: 'ผลการค้นหา “เซรั่ม”' }, { timeout: 10_000 });
    const link = within(results).getAllByRole('link')[0] as HTMLElement;
    const productId = /(\d+)\.html$/.exec(link.getAttribute('href') ?? '')?.[1] ?? '';
    await userEvent.click(link);
    const statistic = await flushAndFindClickStatistic(sent, { action: 'click', related_id: productId });
    await expect(statistic).toEqual({ action: 'click', related_id: productId, related_type: 'team', refer_from: 'search', refer_from_id: 'เซรั่ม' });
    await expect(address(canvasElement)).toHaveTextContent('/m/search?keyword=');
    await expect(canvas.queryByRole('region', { name: 'รีวิว' })).toBeNull();
  },
};
