import { ackSchema } from '../schemas/common';
import { legacyResponse } from '../schemas/envelope';
import { endpointsOf, PATH_NOT_SHOWN } from './define';

const ep = endpointsOf('statistics');

/** Click statistics: payload of spec §7 (banner_id or special_id). */
export const sendClickStatistics = ep<{
  action: string;
  module_type_id?: string;
  module_id?: string;
  related_id?: string;
  related_type?: string;
  refer_from?: string;
  refer_from_id?: string;
  banner_id?: string;
  special_id?: string;
}>()('sendClickStatistics', 'legacy', 'POST', '/m_api/statistics/click.php', legacyResponse(ackSchema), { chosen: PATH_NOT_SHOWN });

export const statisticsEndpoints = [sendClickStatistics] as const;
