import { describe, expect, it } from 'vitest';
import { clickStatistics } from '../../../tracking';
import { productClickStatistics, statisticsSourceKey } from './productStatistics';

describe('product card click statistics (spec §7 payload)', () => {
  it('names the product as the related team and the page as the referrer', () => {
    const payload = productClickStatistics('50001', { referFrom: 'list-sign1', referFromId: 'skincare' });
    expect(payload).toEqual({ action: 'click', related_id: '50001', related_type: 'team', refer_from: 'list-sign1', refer_from_id: 'skincare' });
    // What the tracking queue keeps: the same payload, nothing dropped.
    expect(clickStatistics(payload)).toEqual(payload);
  });

  it('leaves refer_from_id out when the page has no sign, and never names a banner or a special', () => {
    const payload = productClickStatistics('50002', { referFrom: 'best_sellers' });
    expect(payload).toEqual({ action: 'click', related_id: '50002', related_type: 'team', refer_from: 'best_sellers' });
    expect(productClickStatistics('50002', { referFrom: 'search', referFromId: '' })).not.toHaveProperty('refer_from_id');
    expect(payload).not.toHaveProperty('banner_id');
    expect(payload).not.toHaveProperty('special_id');
  });

  it('keys a grid by its source', () => {
    expect(statisticsSourceKey(undefined)).toBe('');
    expect(statisticsSourceKey({ referFrom: 'search', referFromId: 'serum' })).not.toBe(statisticsSourceKey({ referFrom: 'search', referFromId: 'toner' }));
    expect(statisticsSourceKey({ referFrom: 'rank', referFromId: 'hot/week' })).toBe(statisticsSourceKey({ referFrom: 'rank', referFromId: 'hot/week' }));
  });
});
