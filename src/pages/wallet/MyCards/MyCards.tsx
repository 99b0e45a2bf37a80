import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { removeSavedCard, saveCardToken, tokeniseCard, type ApiFailure, type SavedCard } from '../../../api';
import { useLocale } from '../../../i18n';
import { useApiClient, useSessionSend } from '../../../session';
import { useFailureText } from '../../flows/shared/useFailureText';
import { useSingleFlight } from '../../shared/forms';
import { addCardErrors, EMPTY_CARD, type AddCardErrors, type AddCardValues } from './addCardValues';
import type { MyCardsData } from './myCardsLoader';
import { MyCardsView } from './MyCardsView';

const NO_CARDS: readonly SavedCard[] = [];

/** Failures that say nothing about the card itself: the network's or the client's own text. */
const TRANSPORT_FAILURES: ReadonlySet<ApiFailure['kind']> = new Set(['timeout', 'network', 'malformed']);

/**
 * The saved-cards container. Add: the fields are checked (brand, length, Luhn, expiry not past,
 * security code), then the card goes to the card vault (tokeniseCard) and only the vault's token,
 * brand, last four and expiry go to the shop (saveCardToken); once however often Save is pressed.
 * Remove: after the confirmation. The list follows each change without reloading.
 */
export function MyCards() {
  const data = useLoaderData<MyCardsData>();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const locale = useLocale();
  const send = useSessionSend();
  const failureText = useFailureText();
  const { t } = useTranslation('cards');
  const loaded = data.kind === 'ok' ? data.cards : NO_CARDS;
  const [cards, setCards] = useState<readonly SavedCard[]>(loaded);
  const [formOpen, setFormOpen] = useState(false);
  const [values, setValues] = useState<AddCardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<AddCardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const submission = useSingleFlight();
  const removal = useSingleFlight();

  // New loader data (a retry, a revalidation) replaces the list shown.
  const [shownFor, setShownFor] = useState(loaded);
  if (shownFor !== loaded) {
    setShownFor(loaded);
    setCards(loaded);
  }

  const closeForm = () => {
    setFormOpen(false);
    setValues(EMPTY_CARD);
    setErrors({});
    setFailure(null);
  };

  const submit = () =>
    submission.run(async () => {
      const found = addCardErrors(values, new Date(), locale, t);
      setErrors(found);
      setFailure(null);
      if (Object.keys(found).length > 0) return;
      // The card goes to the vault only; the shop gets the token and what may be shown.
      const vault = await tokeniseCard(
        client,
        { card_number: values.number, expiry: values.expiry, security_code: values.securityCode, holder_name: values.holder.trim() },
        { suppressToast: true },
      );
      if (!vault.ok) {
        if (vault.kind !== 'cancelled') setFailure(TRANSPORT_FAILURES.has(vault.kind) ? failureText(vault) : t('myCards.add.vaultRefused'));
        return;
      }
      const { token, brand, last4, expiry_month, expiry_year } = vault.data;
      const saved = await saveCardToken(client, { card_token: token, brand, last4, expiry_month, expiry_year }, { suppressToast: true });
      if (!saved.ok) {
        if (saved.kind !== 'cancelled') setFailure(failureText(saved));
        return;
      }
      setCards((current) => [...current.filter((card) => card.card_id !== saved.data.card_id), saved.data]);
      closeForm();
      send({ type: 'toast.show', text: t('myCards.add.done'), tone: 'success' });
    });

  const confirmRemove = () =>
    removal.run(async () => {
      const card = removing;
      if (!card) return;
      const result = await removeSavedCard(client, { card_id: card.card_id }, { suppressToast: true });
      setRemoving(null);
      if (!result.ok) {
        if (result.kind !== 'cancelled') send({ type: 'toast.show', text: failureText(result), tone: 'danger' });
        return;
      }
      setCards((current) => current.filter((saved) => saved.card_id !== card.card_id));
      send({ type: 'toast.show', text: t('myCards.remove.done'), tone: 'success' });
    });

  return (
    <MyCardsView
      state={
        data.kind === 'ok'
          ? { status: 'ready', cards }
          : { status: 'error', retrying: revalidator.state === 'loading', ...(data.message !== undefined ? { message: data.message } : {}) }
      }
      now={data.kind === 'ok' ? data.loadedAt : 0}
      onRetry={() => void revalidator.revalidate()}
      addForm={
        formOpen
          ? {
              values,
              onChange: (field, value) => setValues((current) => ({ ...current, [field]: value })),
              errors,
              failure,
              submitting: submission.busy,
              onSubmit: () => void submit(),
            }
          : null
      }
      onAdd={() => setFormOpen(true)}
      onAddCancel={() => {
        if (!submission.busy) closeForm();
      }}
      onRemove={setRemoving}
      removing={removing}
      removeBusy={removal.busy}
      onRemoveCancel={() => {
        if (!removal.busy) setRemoving(null);
      }}
      onRemoveConfirm={() => void confirmRemove()}
    />
  );
}
