import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { NoticeBar } from '../../../components/NoticeBar';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { AgreementData } from './agreementLoader';

/** What the page shows: loading, failed, the terms for a shopper (`applicant`), or a merchant's application. */
export type AgreementViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string | null; readonly retrying?: boolean }
  | { readonly status: 'applicant' }
  | ({ readonly status: 'merchant'; readonly application: AgreementData['status'] } & Omit<AgreementData, 'status'>);

export interface AgreementViewProps {
  readonly state: AgreementViewState;
  readonly accepted: boolean;
  readonly onAccept: (accepted: boolean) => void;
  /** The merchant accepted: on to the profile. */
  readonly onContinue: () => void;
  /** A shopper applies through the live chat. */
  readonly onApply: () => void;
  readonly onRetry: () => void;
}

/** The documents every applicant needs (settled_config lists them for a merchant). */
const DOCUMENTS = ['id', 'company'] as const;

const TERMS = ['services', 'deposits', 'verification', 'settlement', 'conduct'] as const;

const Terms = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const STATUS_TONE = { approved: 'info', reviewing: 'info', none: 'warning' } as const;

/**
 * The merchant agreement (spec §2 /m/booking/settled/agreement): the terms, the documents asked for,
 * and for a merchant the application's state with accepting; a shopper is offered to apply.
 */
export function AgreementView({ state, accepted, onAccept, onContinue, onApply, onRetry }: AgreementViewProps) {
  const { t } = useTranslation('bookingMerchant');
  const documents = state.status === 'merchant' ? state.documents : DOCUMENTS.map((document) => t(`agreement.documents.${document}`));
  return (
    <AccountPage>
      <Heading level={1}>{t('agreement.title')}</Heading>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={6} />
        </LoadingBlocks>
      )}
      {state.status === 'error' && <ErrorState title={t('frame.errorTitle')} message={state.message ?? t('frame.errorMessage')} retrying={state.retrying ?? false} onRetry={onRetry} headingLevel={2} />}
      {(state.status === 'merchant' || state.status === 'applicant') && (
        <>
          {state.status === 'merchant' && (
            <NoticeBar tone={STATUS_TONE[state.application]}>{state.message ?? t(`agreement.status.${state.application}`)}</NoticeBar>
          )}
          <Section title={t('agreement.termsTitle')} headingLevel={2}>
            <Terms>
              {TERMS.map((term) => (
                <li key={term}>
                  <Text>{t(`agreement.terms.${term}`)}</Text>
                </li>
              ))}
            </Terms>
          </Section>
          <Section title={t('agreement.documentsTitle')} headingLevel={2}>
            <ul>
              {documents.map((document) => (
                <li key={document}>
                  <Text>{document}</Text>
                </li>
              ))}
            </ul>
          </Section>
          {state.status === 'merchant' ? (
            <>
              <Checkbox label={t('agreement.accept')} checked={accepted} onChange={onAccept} />
              <Button size="lg" fullWidth disabled={!accepted} onClick={onContinue}>
                {t('agreement.continue')}
              </Button>
            </>
          ) : (
            <>
              <Text tone="muted">{t('agreement.applicantNote')}</Text>
              <Button size="lg" fullWidth onClick={onApply}>
                {t('agreement.apply')}
              </Button>
            </>
          )}
        </>
      )}
    </AccountPage>
  );
}
