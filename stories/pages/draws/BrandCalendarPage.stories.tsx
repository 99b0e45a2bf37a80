import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { at, drawRequestLog } from './drawPageSupport';

const PATH = '/m/brand_calendar?month=2025-03';

/**
 * **Brand calendar (in the running shop): where a shopper sees which brands run campaigns in a
 * month, and follows the brands they like.**
 *
 * The shopper sees the month's brand campaigns with their dates (the month in the Buddhist calendar
 * in Thai), moves to the month before or after, opens a brand's page from its campaign and follows
 * a brand. Anyone may look; a shopper who has not logged in is asked to log in when they tap
 * Follow, and comes back to the calendar after.
 *
 * They see the loading state while the month is on its way, No campaigns this month when a month is
 * empty, the error state with Try again when the calendar could not be loaded, and a note when the
 * month in a link could not be read (this month is shown instead).
 */
const meta = {
  title: 'Pages/Draws/BrandCalendarPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'th_TH' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = drawRequestLog();

/** In Thai: following a brand (once, even when tapped twice), then the next month. */
export const PageFollow: Story = {
  name: 'Page Follow (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'มีนาคม 2568' }, { timeout: 5000 })).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'ติดตาม โลตัส ดิว' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'กำลังติดตาม โลตัส ดิว' })).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
    await expect(log.payloadsTo('/m_api/brand/follow.php', ['brand_id', 'action'])).toEqual([{ brand_id: '102', action: 'follow' }]);
    await userEvent.click(canvas.getByRole('button', { name: 'ถัดไป: เมษายน 2568' }));
    await at(canvasElement, '/m/brand_calendar?month=2025-04');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'เมษายน 2568' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in may look; Follow asks them to log in and brings them back. */
export const PageGuest: Story = {
  name: 'Page Guest (English)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in to follow Lotus Dew' }, { timeout: 5000 }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};

/** Test only: a hostile month in the link is said to be unreadable, and this month is shown. */
export const PageHostileMonth: Story = {
  name: 'Page Hostile Month (Chinese, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/brand_calendar?month=%3Cscript%3E' },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('无法识别该月份，已显示本月。', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '2025年3月' })).toBeVisible();
  },
};

/** A brand's page opens from its campaign, and Back returns to the calendar. */
export const PageOpenBrand: Story = {
  name: 'Page Open Brand (English, signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Visit Andaman Sun Care' }, { timeout: 5000 }));
    await at(canvasElement, '/m/brand/andaman-sun');
    await expect(await within(canvasElement).findByRole('heading', { name: 'Andaman Sun Care' }, { timeout: 5000 })).toBeVisible();
    // Back to the calendar (the brand page's own stories cover it; its lazy rows would move this screenshot).
    await goToAddress(PATH);
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'March 2025' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Test only: a calendar the shop sent garbled shows a clear message, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { catalog: catalogHandlers({ default: scenario.ok, getBrandCalendar: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The brand calendar could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
