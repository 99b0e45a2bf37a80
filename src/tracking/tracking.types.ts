import type { TrackEventType } from '../api';

/** spec §7 click statistics: action, module ids, related item, referrer, and a banner or a special. */
interface ClickStatisticsBase {
  readonly action: string;
  readonly module_type_id?: string;
  readonly module_id?: string;
  readonly related_id?: string;
  readonly related_type?: string;
  readonly refer_from?: string;
  readonly refer_from_id?: string;
}

/** The payload of a click (or impression) statistic: `banner_id` or `special_id`, never both. */
export type ClickStatistics = ClickStatisticsBase &
  (
    | { readonly banner_id: string; readonly special_id?: never }
    | { readonly special_id: string; readonly banner_id?: never }
    | { readonly banner_id?: never; readonly special_id?: never }
  );


/** One thing to send, as the tracking queue keeps it. */
export type TrackRecord =
  | { readonly kind: 'event'; readonly event_type: TrackEventType; readonly page_url?: string; readonly page?: string }
  | { readonly kind: 'click'; readonly payload: ClickStatistics }
  | {
      readonly kind: 'pageView';
      /** `enter` on load, route change or foreground resume; `leave` on leaving or going to the background. */
      readonly phase: 'enter' | 'leave';
      readonly cause: 'load' | 'route' | 'background' | 'foreground' | 'unload';
      readonly page: string;
      readonly page_url: string;
      /** When it happened (ms since the epoch). */
      readonly at: number;
      /** For `leave`: how long the page was in the foreground since it was entered or resumed. */
      readonly visible_ms?: number;
    };

/** The page a page view is about. */
export interface TrackedPage {
  /** The route name or page identifier (spec §7 `page`). */
  readonly page: string;
  readonly page_url: string;
}

/** The first load's events: its page and how it was reached (the navigation type, e.g. navigate, reload). */
export interface FirstLoad extends TrackedPage {
  readonly method: string;
}
