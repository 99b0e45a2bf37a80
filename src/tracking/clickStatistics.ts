import type { ClickStatistics, FirstLoad, TrackRecord } from './tracking.types';

const FIELDS = [
  'action',
  'module_type_id',
  'module_id',
  'related_id',
  'related_type',
  'refer_from',
  'refer_from_id',
  'banner_id',
  'special_id',
] as const;

/**
 * The spec §7 payload and nothing else: unknown fields and empty values are dropped, and a payload
 * with both `banner_id` and `special_id` is refused (it must name one or the other).
 */
export function clickStatistics(input: ClickStatistics): ClickStatistics {
  if (input.banner_id !== undefined && input.special_id !== undefined) {
    throw new Error('clickStatistics: give banner_id or special_id, not both');
  }
  const out: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = (input as unknown as Readonly<Record<string, unknown>>)[field];
    if (typeof value === 'string' && value !== '') out[field] = value;
  }
  if (out.action === undefined) throw new Error('clickStatistics: action is required');
  return out as unknown as ClickStatistics;
}

/** spec §7: the first load sends 000-1 with page_url and page, then 022-{method}. */
export function firstLoadRecords({ page_url, page, method }: FirstLoad): TrackRecord[] {
  return [
    { kind: 'event', event_type: '000-1', page_url, page },
    { kind: 'event', event_type: `022-${method}` },
  ];
}
