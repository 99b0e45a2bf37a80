import type { ClickStatistics } from '../../../tracking';
import { CLICK_ACTION, type StatisticsSource } from '../../shared/statistics';
import type { HomeModule } from './homeModule';

/** refer_from of every click on the home page: its route name. */
export const HOME_REFER_FROM = 'home';

/** The recommended products' cards (spec §7): refer_from home, refer_from_id recommended. */
export const HOME_PRODUCTS_SOURCE: StatisticsSource = { referFrom: HOME_REFER_FROM, referFromId: 'recommended' };

/**
 * spec §7 click statistics for a home banner, module or promotion: module_type_id, module_id,
 * related_id, related_type and refer_from; a carousel banner names itself with banner_id, a
 * promotion with special_id (chosen: the spec does not say which entries are "specials"), a module
 * tile with neither.
 */
export function moduleClickStatistics(module: HomeModule): ClickStatistics {
  const common = {
    action: CLICK_ACTION,
    module_id: module.id,
    refer_from: HOME_REFER_FROM,
    ...(module.moduleTypeId ? { module_type_id: module.moduleTypeId } : {}),
    ...(module.relatedId ? { related_id: module.relatedId } : {}),
    ...(module.relatedType ? { related_type: module.relatedType } : {}),
  };
  if (module.kind === 'banner') return { ...common, banner_id: module.id };
  if (module.kind === 'promotion') return { ...common, special_id: module.id };
  return common;
}
