import type { PageLoader } from '../../lazyLoader';
import { loadGateOnly } from '../shared/gateOnlyLoader';

/** /m/booking/help/question: the merchant gate only (the questions are the page's own text). */
export const helpQuestionLoader: PageLoader = ({ request }, { client }) => loadGateOnly(client, request);
