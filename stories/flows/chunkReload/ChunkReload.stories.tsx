import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ChunkReloadContext } from '../../../src/machines/chunkReload';
import { ChunkReloadUnavailable } from '../../../src/pages/flows/chunkReload/ChunkReloadUnavailable';
import { ChunkReloadNoticeHarness, ChunkReloadStateHarness, LazyRouteHarness, STORY_NOW } from './ChunkReloadHarness';
import { storyText } from '../../support/storyText';

/**
 * What a route shows when its code chunk cannot be loaded (spec §8, §9): the page reloads itself,
 * at most once per 60 s per tab; inside that guard the shopper gets an error with a reload button.
 * Use it through `lazyWithReload(importer)` for route components; do not use it for data loading
 * errors (those use ErrorState with a retry of the request).
 */
const meta = {
  title: 'Flows/ChunkReload',
  component: ChunkReloadNoticeHarness,
  args: { reload: fn() },
} satisfies Meta<typeof ChunkReloadNoticeHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const context = (overrides: Partial<ChunkReloadContext> = {}): ChunkReloadContext => ({
  guardMs: 60_000,
  failedAt: STORY_NOW,
  lastReloadAt: null,
  ...overrides,
});

// ---- State stories ----

/** Nothing failed: nothing shows (the route renders as usual). */
export const Idle: Story = {
  parameters: { flowStates: ['chunkReload.idle'] },
  render: () => <ChunkReloadStateHarness value="idle" context={context({ failedAt: null })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Checking: Story = {
  parameters: { flowStates: ['chunkReload.checking'] },
  render: () => <ChunkReloadStateHarness value="checking" context={context()} />,
};

export const Reloading: Story = {
  name: 'Reloading (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['chunkReload.reloading'] },
  render: () => <ChunkReloadStateHarness value="reloading" context={context()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('A new version of the shop is ready. Updating the page…');
  },
};

export const Reloaded: Story = {
  name: 'Reloaded (Chinese)',
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['chunkReload.reloaded'] },
  render: () => <ChunkReloadStateHarness value="reloaded" context={context()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('商城已有新版本，正在刷新页面…');
  },
};

export const Blocked: Story = {
  parameters: { flowStates: ['chunkReload.blocked'] },
  render: () => <ChunkReloadStateHarness value="blocked" context={context({ lastReloadAt: STORY_NOW - 10_000 })} />,
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('button', { name: text('backgroundFlows:chunkReload.retry') })).toBeEnabled();
  },
};

export const BlockedEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['chunkReload.blocked'] },
  render: () => <ChunkReloadStateHarness value="blocked" context={context({ lastReloadAt: STORY_NOW - 10_000 })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This part of the page could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
  },
};

// ---- Flow stories ----

/** No reload in this tab yet: the page reloads at once, and says so. */
export const FirstFailureReloads: Story = {
  name: 'First Failure Reloads (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.reload).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Updating the page');
  },
};

/** The last reload was over 60 s ago: reload again. */
export const OldReloadReloadsAgain: Story = {
  name: 'Old Reload Reloads Again (English)',
  globals: { locale: 'en_US' },
  args: { lastReloadAgoMs: 61_000 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.reload).toHaveBeenCalledTimes(1));
  },
};

/** It reloaded 10 s ago: no loop; the shopper reloads when they choose to. */
export const RecentReloadAsksFirst: Story = {
  name: 'Recent Reload Asks First (English)',
  globals: { locale: 'en_US' },
  args: { lastReloadAgoMs: 10_000 },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Reload the page' });
    await expect(args.reload).not.toHaveBeenCalled();
    await userEvent.click(button);
    await waitFor(() => expect(args.reload).toHaveBeenCalledTimes(1));
  },
};

/** A route made with lazyWithReload whose chunk is gone renders the notice in its place. */
export const LazyRouteChunkMissing: Story = {
  name: 'Lazy Route Chunk Missing (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  render: (args) => <LazyRouteHarness reload={args.reload} loadingLabel="Loading…" />,
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reload the page' })).toBeEnabled();
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

/**
 * The chunk-reload flow itself could not be loaded (the connection dropped right after the first
 * paint, before it had loaded): no automatic reload without its 60 s guard; the shopper reloads.
 */
export const FlowUnavailable: Story = {
  name: 'Flow Unavailable (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  render: (args) => <ChunkReloadUnavailable reload={args.reload} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This part of the page could not be loaded');
    await expect(args.reload).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
    await expect(args.reload).toHaveBeenCalledTimes(1);
  },
};

/** The same in Thai. */
export const FlowUnavailableThai: Story = {
  tags: ['error-state'],
  // The Thai variant, as its name says: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  render: (args) => <ChunkReloadUnavailable reload={args.reload} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeEnabled();
  },
};
