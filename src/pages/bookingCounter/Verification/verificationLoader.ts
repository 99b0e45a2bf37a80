import type { PageLoader } from '../../lazyLoader';
import { loadGateOnly } from '../shared/gateOnlyLoader';

/** /m/booking/verification: the merchant gate only; the codes come later, typed at the counter. */
export const verificationLoader: PageLoader = ({ request }, { client }) => loadGateOnly(client, request);
