import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { at, drawRequestLog } from './drawPageSupport';

const PATH = '/m/brand_calendar?month=2025-03';

/**
 * The brand calendar through the real route table on the stateful mock backend: the month in the
 * Buddhist era (Thai), the months around it, following a brand (sent once, shown on its campaigns),
 * a guest sent to sign in and back, a hostile month, a failed load.
 */
const meta = {
  title: 'Pages/Draws/BrandCalendarPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'th_TH' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = drawRequestLog();

/** Thai: March 2568; follow Lotus Dew (pressed twice: one follow); the next month. */
export const PageFollow: Story = {
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

/** A guest may look; following sends them to sign in with the calendar as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in to follow Lotus Dew' }, { timeout: 5000 }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};

/** A hostile month: said so; the backend's month shown. */
export const PageHostileMonth: Story = {
  args: { initialPath: '/m/brand_calendar?month=%3Cscript%3E' },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('无法识别该月份，已显示本月。', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '2025年3月' })).toBeVisible();
  },
};

/** A brand's page from its campaign, and back. */
export const PageOpenBrand: Story = {
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

export const PageMalformed: Story = {
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { catalog: catalogHandlers({ default: scenario.ok, getBrandCalendar: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The brand calendar could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
