import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TrackingContext, TrackRecord } from '../../../src/tracking';
import { products, STORY_NOW, TrackingFlowHarness, TrackingStateHarness } from './TrackingHarness';
import { storyText } from '../../support/storyText';

/**
 * Tracking (spec §4, §7, §9): page views with enter and leave (background and foreground resume),
 * impressions after 1 s at 20% visibility, click statistics with the spec's payload, all sent in
 * batches of 20 or every 10 s. Pages wrap their tree in TrackingProvider and use useTrackClick and
 * useTrackImpression (here through TrackedProductCard). The status line is a debug view for the
 * team, never shown to shoppers; do not use tracking for anything the shopper depends on.
 */
const meta = {
  title: 'Flows/Tracking',
  component: TrackingFlowHarness,
  args: { batchSize: 2 },
} satisfies Meta<typeof TrackingFlowHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const click = (id: string): TrackRecord => ({ kind: 'click', payload: { action: 'click', related_id: id, related_type: 'team' } });
const home = { page: 'home', page_url: '/m', since: STORY_NOW };
const context = (overrides: Partial<TrackingContext> = {}): TrackingContext => ({
  batchSize: 20,
  maxQueue: 200,
  queue: [],
  inFlight: [],
  sent: 0,
  dropped: 0,
  failedBatches: 0,
  page: home,
  pagesViewed: 1,
  ...overrides,
});

// ---- State stories ----

export const NoPageIdle: Story = {
  name: 'No Page Idle (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['tracking.pageView.none', 'tracking.delivery.idle', 'impression.outOfView'] },
  render: () => <TrackingStateHarness value={{ pageView: 'none', delivery: 'idle' }} context={context({ page: null, pagesViewed: 0 })} />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Statistics' });
    await expect(status).toHaveTextContent('0 waiting · 0 sending · 0 sent');
    await expect(status).toHaveTextContent('No page view running');
  },
};

export const ViewingWithQueue: Story = {
  name: 'Viewing With Queue (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['tracking.pageView.visible', 'tracking.delivery.waiting', 'impression.inView'] },
  render: () => (
    <TrackingStateHarness
      value={{ pageView: 'visible', delivery: 'waiting' }}
      context={context({ queue: [click('1001'), click('1002'), click('1003')], sent: 20 })}
      impression="inView"
    />
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Statistics' });
    await expect(status).toHaveTextContent('3 waiting · 0 sending · 20 sent');
    await expect(status).toHaveTextContent('Viewing home');
  },
};

export const Sending: Story = {
  parameters: { flowStates: ['tracking.pageView.visible', 'tracking.delivery.sending', 'impression.seen'] },
  render: () => (
    <TrackingStateHarness
      value={{ pageView: 'visible', delivery: 'sending' }}
      context={context({ inFlight: Array.from({ length: 20 }, (_, i) => click(String(1000 + i))), queue: [click('1100')] })}
      impression="seen"
    />
  ),
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('status', { name: text('backgroundFlows:tracking.statusLabel') })).toHaveTextContent(
      text('backgroundFlows:tracking.status', { queued: 1, sending: 20, sent: 0 }),
    );
  },
};

export const BackgroundBackoff: Story = {
  name: 'Background Backoff (Chinese)',
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['tracking.pageView.background', 'tracking.delivery.backoff'] },
  render: () => (
    <TrackingStateHarness
      value={{ pageView: 'background', delivery: 'backoff' }}
      context={context({ queue: [click('1001'), click('1002')], failedBatches: 1 })}
      impression="seen"
    />
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: '统计' });
    await expect(status).toHaveTextContent('待发送 2 · 发送中 0 · 已发送 0');
    await expect(status).toHaveTextContent('home 已切到后台');
  },
};

// ---- Flow stories: real batches through the client and the mock backend ----

/** What the mock backend received, as form fields (reset before each story). */
const received: { path: string; fields: Record<string, string> }[] = [];

async function record(request: Request, path: string) {
  received.push({ path, fields: Object.fromEntries(new URLSearchParams(await request.text())) });
  return HttpResponse.json({ errcode: 0, msg: '', data: null });
}

const spyHandlers = {
  statistics: [http.post('*/m_api/statistics/click.php', ({ request }) => record(request, 'click'))],
  layout: [http.post('*/m_api/track/event.php', ({ request }) => record(request, 'event'))],
};

const SPEC_FIELDS = ['action', 'module_type_id', 'module_id', 'related_id', 'related_type', 'refer_from', 'refer_from_id', 'banner_id', 'special_id'];
const specPart = (fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).filter(([key]) => SPEC_FIELDS.includes(key)));

// Real IntersectionObserver and 1 s impression timers decide how many records are in flight when
// the screenshot would be taken, so these stories are not screenshotted (the state stories are).
const flowTags = ['no-screenshot'];

/** The first load sends 000-1 (page_url, page) and 022-{method}. */
export const FirstLoadIsSent: Story = {
  name: 'First Load Is Sent (English)',
  tags: flowTags,
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: spyHandlers } },
  beforeEach: () => {
    received.length = 0;
  },
  play: async () => {
    await waitFor(() => {
      const events = received.filter((r) => r.path === 'event').map((r) => r.fields);
      expect(events).toContainEqual(expect.objectContaining({ event_type: '000-1', page_url: '/m', page: 'home' }));
      expect(events).toContainEqual(expect.objectContaining({ event_type: '022-navigate' }));
    });
  },
};

/** Opening a product records a click statistic with exactly the spec §7 payload. */
export const ClickSendsSpecPayload: Story = {
  name: 'Click Sends Spec Payload (English)',
  tags: flowTags,
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: spyHandlers } },
  beforeEach: () => {
    received.length = 0;
  },
  play: async ({ canvasElement }) => {
    const first = products[0]!;
    await userEvent.click(within(canvasElement).getAllByRole('link')[0]!);
    // Going to the background flushes the queue at once.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Background' }));
    await waitFor(() => {
      const clicks = received.filter((r) => r.path === 'click' && r.fields.action === 'click').map((r) => specPart(r.fields));
      expect(clicks).toContainEqual({ ...first.statistics });
    });
  },
};

/** Cards at least 20% in view for a second record their impression. */
export const ImpressionsAfterOneSecond: Story = {
  name: 'Impressions After One Second (English)',
  tags: flowTags,
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: spyHandlers } },
  beforeEach: () => {
    received.length = 0;
  },
  play: async ({ canvasElement }) => {
    const impressionIds = () => received.filter((r) => r.path === 'click' && r.fields.action === 'impression').map((r) => r.fields.related_id);
    await waitFor(() => expect(impressionIds().length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    // Flush what still waits for a full batch, then every card in view was recorded once.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Background' }));
    await waitFor(() => expect(impressionIds()).toEqual(expect.arrayContaining(['1001', '1002'])));
    const ids = impressionIds();
    await expect(new Set(ids).size).toBe(ids.length);
  },
};

/** Background records the leave (and flushes); foreground resumes the page view. */
export const BackgroundAndResume: Story = {
  name: 'Background And Resume (English)',
  tags: flowTags,
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: spyHandlers } },
  beforeEach: () => {
    received.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status', { name: 'Statistics' });
    await userEvent.click(canvas.getByRole('button', { name: 'Background' }));
    await expect(status).toHaveTextContent('home is in the background');
    await waitFor(() => {
      expect(received.map((r) => r.fields)).toContainEqual(expect.objectContaining({ event_type: '022-leave', page: 'home' }));
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Foreground' }));
    await expect(status).toHaveTextContent('Viewing home');
  },
};

/** Offline: batches fail and wait; nothing is lost from the queue. */
export const OfflineKeepsTheQueue: Story = {
  name: 'Offline Keeps The Queue (English)',
  tags: flowTags,
  globals: { locale: 'en_US' },
  parameters: {
    msw: {
      handlers: {
        statistics: [http.post('*/m_api/statistics/click.php', () => HttpResponse.error())],
        layout: [http.post('*/m_api/track/event.php', () => HttpResponse.error())],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Statistics' });
    await waitFor(() => expect(status).toHaveTextContent(/[1-9]\d* waiting · 0 sending · 0 sent/));
  },
};
