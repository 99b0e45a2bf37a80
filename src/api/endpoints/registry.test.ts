import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chosenPathsMarkdown } from './chosenPaths';
import { API_AREAS } from './define';
import { allEndpoints, endpointRegistry, endpointsByArea } from './registry';

describe('endpoint registry', () => {
  it('names are unique and every endpoint sits in its own area', () => {
    const names = allEndpoints.map((endpoint) => endpoint.meta.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(endpointRegistry)).toHaveLength(names.length);
    for (const area of API_AREAS) {
      for (const endpoint of endpointsByArea[area]) expect(endpoint.meta.area, endpoint.meta.name).toBe(area);
    }
  });

  it('paths follow their transport', () => {
    for (const { meta } of allEndpoints) {
      if (meta.transport === 'go') expect(meta.path, meta.name).toMatch(/^\/api\/go\//);
      if (meta.transport === 'booking') expect(meta.path, meta.name).toMatch(/^\/booking\//);
      if (meta.transport === 'legacy') expect(meta.path, meta.name).toMatch(/^\/(m_api|wap\/api)\//);
    }
  });

  it('covers every call spec §7 names', () => {
    const paths = new Set(allEndpoints.map(({ meta }) => meta.path));
    const cartActions = allEndpoints.map(({ meta }) => meta.fixedParams?.action).filter(Boolean);
    expect(cartActions.sort()).toEqual(
      [
        'buy',
        'replace_and_buy',
        'update_quantity',
        'delete',
        'update_check_status',
        'update_check_status_all',
        'move_to_like',
        'update_special_remark',
        'replace_team_spec',
        'addbuy',
        'add_cart_list',
        'get_cart_related_coupon',
      ].sort(),
    );
    const provider = [
      'bank_list', 'store/{product}_store', 'get_province_city', 'service', 'service/detail', 'service/status', 'service/category',
      'service/list', 'store/list', 'store', 'revenue', 'revenue/detail', 'order', 'income', 'settled_msg', 'merchant/detail',
      'settled_config', 'manage', 'merchant_biz_time', 'verification', 'verification/confirm', 'verification/coupon', 'employee',
      'employee/list', 'order/detail', 'order/list', 'refund/list', 'refund/detail', 'final_payment/confirm',
    ];
    for (const p of provider) expect(paths.has(`/booking/f/wap/provider_merchant/${p}`), p).toBe(true);
    for (const p of ['detail', 'option', 'modify', 'apply', 'cancel']) {
      expect(paths.has(`/booking/f/wap/user_reservation/order_refund/${p}`), p).toBe(true);
    }
    for (const p of ['app_update', 'service/recommend', 'user_reservation/service_detail', 'review/translation']) {
      expect(paths.has(`/booking/o/wap/${p}`), p).toBe(true);
    }
    expect(paths.has('/booking/f/wap/oss/token')).toBe(true);
    expect(paths.has('/m_api/404.php')).toBe(true);
    expect([...paths].filter((p) => p.startsWith('/wap/api/order/refund/')).length).toBeGreaterThan(0);
    expect([...paths].filter((p) => p.startsWith('/wap/api/user_center/')).length).toBeGreaterThan(0);
    expect([...paths].filter((p) => p.startsWith('/m_api/team') || p.startsWith('/wap/api/team')).length).toBeGreaterThan(0);
  });

  it('src/api/CHOSEN-PATHS.md lists every choice (regenerate with npm run endpoints:chosen)', () => {
    const file = readFileSync(resolve(import.meta.dirname, '../CHOSEN-PATHS.md'), 'utf8');
    expect(file).toBe(chosenPathsMarkdown());
  });
});
