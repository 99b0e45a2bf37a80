import { userEvent, waitFor } from 'storybook/test';
import { at } from '../../support/routeSteps';

/** A recorded request as the stories' request recorders keep it. */
interface Recorded {
  readonly url: URL | string;
  readonly body: string;
}

/** The click statistics call (spec §7; src/api/endpoints/statistics.ts). */
const CLICK_STATISTICS_PATH = '/m_api/statistics/click.php';

/**
 * Story-only: the click statistics the page sent, each as its parameters (the form body and the
 * query together), oldest first.
 */
export function sentClickStatistics(requests: readonly Recorded[]): URLSearchParams[] {
  return requests.flatMap((request) => {
    const url = typeof request.url === 'string' ? new URL(request.url) : request.url;
    if (url.pathname !== CLICK_STATISTICS_PATH) return [];
    const params = new URLSearchParams(url.search);
    const body = new URLSearchParams(request.body.trim().startsWith('{') ? '' : request.body);
    for (const [key, value] of body) params.append(key, value);
    return [params];
  });
}

/** The parameters of a statistic, limited to the spec §7 payload fields it has. */
export function statisticsPayload(params: URLSearchParams): Record<string, string> {
  const fields = ['action', 'module_type_id', 'module_id', 'related_id', 'related_type', 'refer_from', 'refer_from_id', 'banner_id', 'special_id'];
  return Object.fromEntries(fields.flatMap((field) => (params.has(field) ? [[field, params.get(field) ?? '']] : [])));
}

/**
 * Story-only: the tab goes to the background for a moment (a `visibilitychange` to hidden, then
 * back), so tracking flushes its queue at once instead of after its 10 s interval. (Not `pagehide`:
 * the mock backend's worker client stops answering after it.)
 */
export function flushTracking(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  // Back to the document's own getter.
  Reflect.deleteProperty(document, 'visibilityState');
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * Story-only: flushes tracking, then waits until a click statistic matching `payload` was sent and
 * returns its payload. (A batch already on its way delays the next round up to the interval: hence
 * the long wait.)
 */
export async function flushAndFindClickStatistic(requests: readonly Recorded[], payload: Readonly<Record<string, string>>): Promise<Record<string, string>> {
  flushTracking();
  let found: Record<string, string> | undefined;
  await waitFor(
    () => {
      found = sentClickStatistics(requests)
        .map(statisticsPayload)
        .find((sent) => Object.entries(payload).every(([key, value]) => sent[key] === value));
      if (!found) throw new Error(`no click statistic ${JSON.stringify(payload)} was sent`);
    },
    { timeout: 12_000 },
  );
  return found ?? {};
}

/**
 * Story-only: opens a product card's link in the route table, waits until the address is the
 * product's, and returns the product's id with the click statistic that was sent for it.
 */
export async function openCardAndReadStatistic(
  canvasElement: HTMLElement,
  link: HTMLElement,
  requests: readonly Recorded[],
): Promise<{ productId: string; statistic: Record<string, string> }> {
  const href = link.getAttribute('href') ?? '';
  const productId = /(\d+)\.html$/.exec(href)?.[1] ?? '';
  await userEvent.click(link);
  await at(canvasElement, href);
  return { productId, statistic: await flushAndFindClickStatistic(requests, { action: 'click', related_id: productId }) };
}
