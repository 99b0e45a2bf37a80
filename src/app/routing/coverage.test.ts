import { describe, expect, it } from 'vitest';
import { formatCoverage, routeCoverage } from './coverage';
import { pageRouteTree } from './coverageReport';
import { nameFromPath, samplePathFor, SPEC_ROUTES } from './specRoutes';

describe('spec §2 route list', () => {
  it('has unique paths and names, all under /m', () => {
    expect(new Set(SPEC_ROUTES.map((route) => route.path)).size).toBe(SPEC_ROUTES.length);
    expect(new Set(SPEC_ROUTES.map((route) => route.name)).size).toBe(SPEC_ROUTES.length);
    expect(SPEC_ROUTES.every((route) => route.path === '/m' || route.path.startsWith('/m/'))).toBe(true);
  });
  it('keeps the route names the spec shows', () => {
    const names = SPEC_ROUTES.map((route) => route.name);
    for (const name of ['home', 'brand', 'brand-product', 'classify', 'cart', 'centre', 'promo', 'list', 'tarot', 'koko-zodiac-box', 'booking', 'order confirm', 'lucky_game']) {
      expect(names).toContain(name);
    }
  });
  it('names the rest after their path and makes samples', () => {
    expect(nameFromPath('/m/account/my_review/rule')).toBe('account-my_review-rule');
    expect(nameFromPath('/m/order/refund/refund_list.php')).toBe('order-refund-refund_list');
    expect(samplePathFor('/m/rank/:rank_type?/:period')).toBe('/m/rank/hot/week');
    expect(samplePathFor('/m/:brand/:product')).toBe('/m/lotus-dew/turmeric-serum-1001.html');
  });
});

describe('routeCoverage', () => {
  it('counts only routes answered by the page of the same name', () => {
    const lines = routeCoverage(
      [{ path: '/m', children: [{ path: 'tarot', handle: { name: 'tarot', layout: {} } }, { path: '*', handle: { name: 'not-found', layout: {} } }] }],
      SPEC_ROUTES,
    );
    expect(lines.find((line) => line.route.name === 'tarot')?.served).toBe(true);
    expect(lines.find((line) => line.route.name === 'cart')).toMatchObject({ served: false, servedBy: 'not-found' });
    expect(formatCoverage(lines).split('\n').at(-1)).toBe(`routes: 1/${SPEC_ROUTES.length}`);
  });
  it('reports the real table: one line per spec route, and the served ones counted', () => {
    const coverage = routeCoverage(pageRouteTree(), SPEC_ROUTES);
    const report = formatCoverage(coverage);
    const lines = report.split('\n');
    expect(lines).toHaveLength(SPEC_ROUTES.length + 1);
    const served = lines.filter((line) => !line.startsWith('missing')).length - 1;
    expect(lines.at(-1)).toBe(`routes: ${served}/${SPEC_ROUTES.length}`);
    // The pages of the table are served (home is the first to say so).
    expect(report).not.toMatch(/missing\s+\/m\s/);
  });
});
