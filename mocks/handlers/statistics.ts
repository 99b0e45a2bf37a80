import { statisticsEndpoints } from '../../src/api/endpoints/statistics';
import type { MockShop } from '../shop/sessions';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

export const statisticsMocks: AreaMocks<'statistics'> = {
  sendClickStatistics: { ok: () => null },
};

/** Click statistics. */
export function statisticsHandlers(choice?: AreaScenario<'statistics'>, shop?: MockShop) {
  return buildAreaHandlers(statisticsEndpoints, statisticsMocks, choice, shop);
}
