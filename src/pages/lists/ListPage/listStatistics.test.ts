import { describe, expect, it } from 'vitest';
import { productClickStatistics } from '../../shared/statistics';
import { listStatisticsSource, routeNameOf } from './listStatistics';

describe('the list pages as the referrer of click statistics (spec §7)', () => {
  it('names a category list by its route and its signs', () => {
    expect(listStatisticsSource('list-sign1', { sign1: 'skincare' }, '')).toEqual({ referFrom: 'list-sign1', referFromId: 'skincare' });
    expect(listStatisticsSource('list-sign1-sign2', { sign1: 'skincare', sign2: 'sun' }, '?sort=sales')).toEqual({
      referFrom: 'list-sign1-sign2',
      referFromId: 'skincare/sun',
    });
  });

  it('names a rank by its type and period, classify by its category, the others by their route alone', () => {
    expect(listStatisticsSource('rank', { rank_type: 'hot', period: 'week' }, '')).toEqual({ referFrom: 'rank', referFromId: 'hot/week' });
    expect(listStatisticsSource('rank', { period: 'day' }, '')).toEqual({ referFrom: 'rank', referFromId: 'day' });
    expect(listStatisticsSource('classify', {}, '?category=12&sort=sales')).toEqual({ referFrom: 'classify', referFromId: '12' });
    expect(listStatisticsSource('classify', {}, '')).toEqual({ referFrom: 'classify' });
    expect(listStatisticsSource('best_sellers', {}, '')).toEqual({ referFrom: 'best_sellers' });
  });

  it('gives the payload a card of the list sends', () => {
    const source = listStatisticsSource('list-sign1', { sign1: 'skincare' }, '');
    expect(productClickStatistics('50003', source)).toEqual({
      action: 'click',
      related_id: '50003',
      related_type: 'team',
      refer_from: 'list-sign1',
      refer_from_id: 'skincare',
    });
  });

  it('reads the route name from a handle', () => {
    expect(routeNameOf({ name: 'promo', layout: {} })).toBe('promo');
    expect(routeNameOf({ layout: {} })).toBeUndefined();
    expect(routeNameOf(undefined)).toBeUndefined();
  });
});
