import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutHandlers } from '../../mocks/handlers';
import { scenario } from '../../mocks/scenarios';
import { MockBackendProbe } from './MockBackendProbe';

/**
 * The embedded mock backend. Every story runs against MSW handlers grouped by area
 * (`parameters.msw.handlers`, defaults set in preview): a story picks a scenario for one area and
 * keeps the others, e.g. `{ msw: { handlers: { layout: layoutHandlers(scenario.serverError) } } }`.
 * The toolbar's "Network" global (normal, slow, offline, server errors, malformed) puts a fault on
 * every endpoint. Use these stories to check the wiring; do not copy the probe into pages (pages
 * call endpoints from their loaders).
 */
const meta = {
  title: 'Foundations/MockBackend',
  component: MockBackendProbe,
} satisfies Meta<typeof MockBackendProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

const probe = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Footer navigation' });

export const DefaultOk: Story = {
  name: 'Default Ok (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Home · Community · Cart · Me')).toBeInTheDocument();
  },
};

/** The footer the backend answers in Thai, beside the English and Chinese stories: pinned to Thai. */
export const ThaiOk: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('หน้าแรก · คอมมูนิตี้ · ตะกร้า · ของฉัน')).toBeInTheDocument();
  },
};

export const ChineseOk: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('首页 · 社区 · 购物车 · 我的')).toBeInTheDocument();
  },
};

/** One area's scenario picked by the story; the other areas keep their defaults. */
export const LayoutServerError: Story = {
  tags: ['error-state'],
  parameters: { msw: { handlers: { layout: layoutHandlers(scenario.serverError) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('failed: network')).toBeInTheDocument();
    await expect(probe(canvasElement)).toBeVisible();
  },
};

export const LayoutNeedsLogin: Story = {
  parameters: { msw: { handlers: { layout: layoutHandlers(scenario.errcode(401)) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('failed: login')).toBeInTheDocument();
  },
};

export const LayoutEmpty: Story = {
  parameters: { msw: { handlers: { layout: layoutHandlers(scenario.empty) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ok: no buttons')).toBeInTheDocument();
  },
};

/** The toolbar global applied to every handler. */
export const NetworkOffline: Story = {
  tags: ['error-state'],
  globals: { network: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('failed: timeout')).toBeInTheDocument();
  },
};

export const NetworkMalformed: Story = {
  tags: ['test-only', 'error-state'],
  globals: { network: 'malformed' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('failed: malformed')).toBeInTheDocument();
  },
};
