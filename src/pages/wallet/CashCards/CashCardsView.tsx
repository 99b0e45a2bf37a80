import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashCard } from '../../../api';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Icon } from '../../../components/Icon';
import { ListRow } from '../../../components/ListRow';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { StatCard } from '../../../components/StatCard';
import { Text } from '../../../components/Text';
import { TextField } from '../../../components/TextField';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { Form } from '../../shared/forms';
import { StackList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { CASH_CODE_MAX_LENGTH, lastFourOf, totalBalance } from './cashCardCode';
import { Balance, RedeemFields } from './CashCardsView.styles';

export type CashCardsViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly cards: readonly CashCard[] };

export interface CashCardsViewProps {
  state: CashCardsViewState;
  onRetry: () => void;
  /** The code as typed. */
  code: string;
  onCodeChange: (code: string) => void;
  /** Why the code was refused: its shape, or the backend's message (unknown, already redeemed). */
  codeError?: string | null;
  redeeming?: boolean;
  onRedeem: () => void;
}

/**
 * The shopper's gift / cash cards (spec §2 /m/account/cash_card.php): what they hold together,
 * a form to redeem a code (the card it adds joins the list and the total), and each card by its
 * last four digits with its balance and the date it is valid until. Needs login. Pure.
 */
export function CashCardsView({ state, onRetry, code, onCodeChange, codeError = null, redeeming = false, onRedeem }: CashCardsViewProps) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const titleId = useId();
  const redeemId = useId();
  return (
    <AccountPage $flush aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('cashCards.title')}
        </Heading>
        <Text variant="small" tone="muted">
          {t('cashCards.intro')}
        </Text>
        {state.status === 'loading' && (
          <LoadingBlocks>
            <StatCard label={t('cashCards.total')} value={0} loading />
            <Skeleton variant="text" lines={4} announce label={t('cashCards.loading')} />
          </LoadingBlocks>
        )}
        {state.status === 'error' && (
          <ErrorState
            title={t('cashCards.error.title')}
            message={state.message ?? t('cashCards.error.message')}
            retrying={state.retrying ?? false}
            onRetry={onRetry}
            headingLevel={2}
          />
        )}
        {state.status === 'ready' && <StatCard label={t('cashCards.total')} value={totalBalance(state.cards)} />}
      </Section>
      {state.status === 'ready' && (
        <>
          <Section as="div" variant="plain">
            <Form
              noValidate
              aria-labelledby={redeemId}
              aria-busy={redeeming || undefined}
              onSubmit={(event) => {
                event.preventDefault();
                onRedeem();
              }}
            >
              <Heading level={2} variant="subtitle" id={redeemId}>
                {t('cashCards.redeem.title')}
              </Heading>
              <RedeemFields>
                <TextField
                  label={t('cashCards.redeem.code')}
                  hint={t('cashCards.redeem.hint')}
                  value={code}
                  onChange={onCodeChange}
                  // Checked on Redeem only: after a redemption the emptied field is not an error.
                  aria-required
                  maxLength={CASH_CODE_MAX_LENGTH}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  error={codeError}
                />
                <Button type="submit" size="lg" fullWidth loading={redeeming}>
                  {t('cashCards.redeem.submit')}
                </Button>
              </RedeemFields>
            </Form>
          </Section>
          <Section title={t('cashCards.list.title')} variant="plain">
            {state.cards.length === 0 ? (
              <EmptyState icon="gift" title={t('cashCards.empty.title')} description={t('cashCards.empty.description')} headingLevel={3} />
            ) : (
              <StackList>
                {state.cards.map((card) => {
                  const last4 = lastFourOf(card.card_no);
                  const until = card.expire_at ? formatDate(card.expire_at, locale) : '';
                  return (
                    <li key={card.card_id}>
                      <ListRow
                        variant="card"
                        align="center"
                        media={<Icon name="gift" />}
                        title={
                          <>
                            <span aria-hidden="true">{`${t('cashCards.list.cardLabel')}\u00a0••••\u00a0${last4}`}</span>
                            <VisuallyHidden>{t('cashCards.list.cardName', { last4 })}</VisuallyHidden>
                          </>
                        }
                        subtitle={until ? t('cashCards.list.validUntil', { date: until }) : null}
                        trailing={
                          <Balance>
                            <VisuallyHidden>{`${t('cashCards.list.balance')} `}</VisuallyHidden>
                            {formatMoney(card.balance, locale)}
                          </Balance>
                        }
                      />
                    </li>
                  );
                })}
              </StackList>
            )}
          </Section>
        </>
      )}
    </AccountPage>
  );
}
