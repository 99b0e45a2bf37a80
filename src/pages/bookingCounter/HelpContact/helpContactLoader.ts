import type { PageLoader } from '../../lazyLoader';
import { loadGateOnly } from '../shared/gateOnlyLoader';

/** /m/booking/help/contact: the merchant gate only (the ways to reach support are the page's own text). */
export const helpContactLoader: PageLoader = ({ request }, { client }) => loadGateOnly(client, request);
