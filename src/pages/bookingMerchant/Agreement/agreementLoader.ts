import { getSettledConfig, getSettledMessage, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadForMerchant, loaderCall, type MerchantLoad } from '../shared/loadForMerchant';

/** The merchant's application: its state and message, and the documents the programme asks for. */
export interface AgreementData {
  readonly status: 'approved' | 'reviewing' | 'none';
  readonly message: string | null;
  readonly documents: readonly string[];
}

/** A merchant's application (ready), a shopper reading the terms (invitation), or a failure with retry. */
export type AgreementLoad = MerchantLoad<AgreementData>;

const STATUSES = ['approved', 'reviewing', 'none'] as const;

/** /m/booking/settled/agreement: the gate, settled_msg and settled_config in parallel (an unknown state reads as not applied). */
export function loadAgreement(client: ApiClient, request: Request): Promise<AgreementLoad> {
  return loadForMerchant<AgreementData>(client, request, async () => {
    const [message, config] = await Promise.all([getSettledMessage(client, {}, loaderCall(request)), getSettledConfig(client, {}, loaderCall(request))]);
    if (!message.ok) return message;
    if (!config.ok) return config;
    const status = STATUSES.find((known) => known === message.data.status) ?? 'none';
    return { ok: true, data: { status, message: message.data.message ?? null, documents: config.data.required_documents } };
  });
}

export const agreementLoader: PageLoader = ({ request }, { client }) => loadAgreement(client, request);
