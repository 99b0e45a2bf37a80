import { describe, expect, it } from 'vitest';
import { clickStatistics } from '../../../tracking';
import type { HomeModule } from './homeModule';
import { productClickStatistics } from '../../shared/statistics';
import { HOME_PRODUCTS_SOURCE, moduleClickStatistics } from './homeStatistics';

const module: HomeModule = {
  id: '600',
  kind: 'banner',
  relatedId: '50001',
  relatedType: 'team',
  moduleTypeId: '12',
  href: '/m/promo?id=600',
  imageUrl: '/static/mock/banner-0.svg',
  title: 'Songkran Sale',
};

describe('home click statistics (spec §7 payload)', () => {
  it('names a carousel banner with banner_id', () => {
    const payload = moduleClickStatistics(module);
    expect(payload).toEqual({
      action: 'click',
      module_type_id: '12',
      module_id: '600',
      related_id: '50001',
      related_type: 'team',
      refer_from: 'home',
      banner_id: '600',
    });
    expect(clickStatistics(payload)).toEqual(payload);
  });

  it('names a promotion with special_id and a module tile with neither', () => {
    expect(moduleClickStatistics({ ...module, kind: 'promotion' })).toMatchObject({ special_id: '600' });
    expect(moduleClickStatistics({ ...module, kind: 'promotion' })).not.toHaveProperty('banner_id');
    const tile = moduleClickStatistics({ ...module, kind: 'module' });
    expect(tile).not.toHaveProperty('banner_id');
    expect(tile).not.toHaveProperty('special_id');
  });

  it('leaves out what the module does not have', () => {
    const bare: HomeModule = { id: '7', kind: 'module', href: '/m', imageUrl: '/x.svg', title: '' };
    expect(moduleClickStatistics(bare)).toEqual({ action: 'click', module_id: '7', refer_from: 'home' });
  });

  it('names a recommended product card as before: the related team, from home, section recommended', () => {
    expect(productClickStatistics('50001', HOME_PRODUCTS_SOURCE)).toEqual({
      action: 'click',
      related_id: '50001',
      related_type: 'team',
      refer_from: 'home',
      refer_from_id: 'recommended',
    });
  });
});
