import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { AccountPage } from '../../shared/page.styles';
import type { RefundSummary } from '../shared/refundPages';
import { RefundRows } from '../shared/RefundRows';
import { PolicyList } from './ExchangeReturnView.styles';

export type ExchangeReturnViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | { readonly status: 'guest' }
  | { readonly status: 'ready'; readonly requests: readonly RefundSummary[]; readonly more: boolean };

export interface ExchangeReturnViewProps {
  state: ExchangeReturnViewState;
  onOpen: (refund: RefundSummary) => void;
  onAllRequests: () => void;
  onSignIn: () => void;
  onRetry: () => void;
}

/** The policy's sections, each a heading and its points (keys of the refund namespace). */
const POLICY = [
  { id: 'window', points: 3 },
  { id: 'condition', points: 3 },
  { id: 'how', points: 3 },
  { id: 'money', points: 2 },
] as const;

/**
 * The exchange and return policy (spec §2 /m/account/Exchange_Return.php) and, below it, the
 * shopper's latest refund requests; a guest reads the policy and is offered sign-in. Pure.
 */
export function ExchangeReturnView({ state, onOpen, onAllRequests, onSignIn, onRetry }: ExchangeReturnViewProps) {
  const { t } = useTranslation('refund');
  const titleId = useId();
  const requestsId = useId();
  return (
    <AccountPage aria-labelledby={titleId}>
      <Heading level={1} variant="title" id={titleId}>
        {t('policy.title')}
      </Heading>
      <Text>{t('policy.intro')}</Text>
      {POLICY.map((section) => (
        <Section key={section.id} title={t(`policy.${section.id}.title`)} variant="card">
          <PolicyList>
            {Array.from({ length: section.points }, (_, index) => (
              <li key={index}>{t(`policy.${section.id}.${index + 1}`)}</li>
            ))}
          </PolicyList>
        </Section>
      ))}
      <Section title={t('policy.requests.title')} headingId={requestsId} variant="card" aria-busy={state.status === 'loading' || undefined}>
        {state.status === 'loading' && <Skeleton variant="text" lines={3} announce label={t('common.loading')} />}
        {state.status === 'error' && (
          <ErrorState title={t('problem.error.title')} message={state.message ?? t('problem.error.message')} retrying={state.retrying ?? false} onRetry={onRetry} headingLevel={3} />
        )}
        {state.status === 'guest' && (
          <>
            <Text>{t('policy.requests.guest')}</Text>
            <Button size="lg" fullWidth onClick={onSignIn}>
              {t('policy.requests.signIn')}
            </Button>
          </>
        )}
        {state.status === 'ready' &&
          (state.requests.length === 0 ? (
            <Text>{t('policy.requests.none')}</Text>
          ) : (
            <RefundRows refunds={state.requests} labelledBy={requestsId} onOpen={onOpen} />
          ))}
        {state.status === 'ready' && state.requests.length > 0 && (
          <Button variant="outline" size="lg" fullWidth onClick={onAllRequests}>
            {t(state.more ? 'policy.requests.more' : 'policy.requests.all')}
          </Button>
        )}
      </Section>
    </AccountPage>
  );
}
