import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { redeemCashCard, type CashCard } from '../../../api';
import { formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { useApiClient, useSessionSend } from '../../../session';
import { validate } from '../../../validation';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSingleFlight } from '../../shared/forms';
import { isCashCodeShape, normaliseCashCode } from './cashCardCode';
import type { CashCardsData } from './cashCardsLoader';
import { CashCardsView } from './CashCardsView';

const NO_CARDS: readonly CashCard[] = [];

/**
 * The cash-card container: Redeem checks the code's shape, sends it once however often it is
 * pressed, and on success puts the card it added at the top of the list (the total follows) with
 * a toast; a refusal (unknown code, already redeemed) shows the backend's message at the field.
 */
export function CashCards() {
  const data = useLoaderData<CashCardsData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const send = useSessionSend();
  const failureText = useFailureText();
  const { t } = useTranslation('cards');
  const loaded = data.kind === 'ok' ? data.cards : NO_CARDS;
  const [cards, setCards] = useState<readonly CashCard[]>(loaded);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const redemption = useSingleFlight();

  // New loader data (a retry, a revalidation) replaces the list shown.
  const [shownFor, setShownFor] = useState(loaded);
  if (shownFor !== loaded) {
    setShownFor(loaded);
    setCards(loaded);
  }

  const redeem = () =>
    redemption.run(async () => {
      const wanted = normaliseCashCode(code);
      const problem = validate('required', wanted, locale) ?? (isCashCodeShape(wanted) ? null : t('cashCards.redeem.invalid'));
      setCodeError(problem);
      if (problem) return;
      const result = await redeemCashCard(client, { code: wanted }, { suppressToast: true });
      if (!result.ok) {
        if (result.kind !== 'cancelled') setCodeError(failureText(result));
        return;
      }
      const { card } = result.data;
      setCards((current) => [card, ...current.filter((held) => held.card_id !== card.card_id)]);
      setCode('');
      send({ type: 'toast.show', text: t('cashCards.redeem.done', { amount: formatMoney(card.balance, locale) }), tone: 'success' });
    });

  return (
    <CashCardsView
      state={
        data.kind === 'ok'
          ? { status: 'ready', cards }
          : { status: 'error', retrying: revalidator.state === 'loading', ...(data.message !== undefined ? { message: data.message } : {}) }
      }
      onRetry={() => void revalidator.revalidate()}
      code={code}
      onCodeChange={(next) => {
        setCode(next);
        if (codeError) setCodeError(null);
      }}
      codeError={codeError}
      redeeming={redemption.busy}
      onRedeem={() => void redeem()}
    />
  );
}
