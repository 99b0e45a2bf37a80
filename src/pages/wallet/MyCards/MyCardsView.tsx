import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '../../../api';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Icon } from '../../../components/Icon';
import { ListRow } from '../../../components/ListRow';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { StackList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { AddCardForm, type AddCardFormProps } from './AddCardForm';
import { expiryText, isExpired, CARD_BRANDS, type CardBrand } from './cardCheck';
import { Block, CardName } from './MyCardsView.styles';

export type MyCardsViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly cards: readonly SavedCard[] };

export interface MyCardsViewProps {
  state: MyCardsViewState;
  /** The current time (injected): a card whose month has passed is marked expired. */
  now: number;
  onRetry: () => void;
  /** The add-card form while it is open (its values, errors and callbacks); null when closed. */
  addForm?: Omit<AddCardFormProps, 'onCancel'> | null;
  onAdd: () => void;
  onAddCancel: () => void;
  /** Remove on a card: ask first. */
  onRemove: (card: SavedCard) => void;
  /** The card the remove confirmation asks about; null when it is closed. */
  removing?: SavedCard | null;
  /** The remove call is under way. */
  removeBusy?: boolean;
  onRemoveCancel: () => void;
  onRemoveConfirm: () => void;
}

function isBrand(brand: string): brand is CardBrand {
  return Object.hasOwn(CARD_BRANDS, brand);
}

/** A saved card's brand as the shopper reads it (an unknown brand is a plain "card"). */
function useBrandName(): (brand: string) => string {
  const { t } = useTranslation('cards');
  return (brand) => {
    const key = brand.toLowerCase();
    return isBrand(key) ? t(`brands.${key}`) : t('brands.other');
  };
}

/**
 * The shopper's saved cards (spec §2 /m/account/my_card.php): each card by its brand and last
 * four digits (never more) with its expiry, Remove after a confirmation, and Add a card: a form
 * whose card goes to the card vault only. Needs login (the loader sends a guest to sign in). Pure.
 */
export function MyCardsView({
  state,
  now,
  onRetry,
  addForm = null,
  onAdd,
  onAddCancel,
  onRemove,
  removing = null,
  removeBusy = false,
  onRemoveCancel,
  onRemoveConfirm,
}: MyCardsViewProps) {
  const { t } = useTranslation('cards');
  const brandName = useBrandName();
  const titleId = useId();
  const today = new Date(now);
  // When the add-card form closes (saved or cancelled), the focus goes back to Add a card.
  const addButton = useRef<HTMLButtonElement>(null);
  const formWasOpen = useRef(false);
  const formOpen = addForm !== null;
  useEffect(() => {
    if (formWasOpen.current && !formOpen) addButton.current?.focus();
    formWasOpen.current = formOpen;
  }, [formOpen]);
  return (
    <AccountPage $flush aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('myCards.title')}
        </Heading>
        <Text variant="small" tone="muted">
          {t('myCards.intro')}
        </Text>
        {state.status === 'loading' && (
          <LoadingBlocks>
            <Skeleton variant="text" lines={4} announce label={t('myCards.loading')} />
          </LoadingBlocks>
        )}
        {state.status === 'error' && (
          <ErrorState
            title={t('myCards.error.title')}
            message={state.message ?? t('myCards.error.message')}
            retrying={state.retrying ?? false}
            onRetry={onRetry}
            headingLevel={2}
          />
        )}
      </Section>
      {state.status === 'ready' && (
        <>
          <Section title={t('myCards.list.title')} variant="plain">
            {state.cards.length === 0 ? (
              <EmptyState icon="coupon" title={t('myCards.empty.title')} description={t('myCards.empty.description')} headingLevel={3} />
            ) : (
              <StackList>
                {state.cards.map((card) => {
                  const name = brandName(card.brand);
                  const expiry = expiryText(card.expiry_month, card.expiry_year);
                  const expired = expiry !== null && isExpired({ month: Number(card.expiry_month), year: Number(card.expiry_year) }, today);
                  return (
                    <li key={card.card_id}>
                      <ListRow
                        variant="card"
                        align="center"
                        media={<Icon name="coupon" />}
                        title={
                          <CardName>
                            <span aria-hidden="true">{`${name}\u00a0••••\u00a0${card.last4}`}</span>
                            <VisuallyHidden>{t('myCards.list.cardName', { brand: name, last4: card.last4 })}</VisuallyHidden>
                          </CardName>
                        }
                        subtitle={expiry === null ? null : t(expired ? 'myCards.list.expired' : 'myCards.list.expires', { date: expiry })}
                        trailing={
                          <Button variant="text" size="md" onClick={() => onRemove(card)} aria-label={t('myCards.remove.label', { brand: name, last4: card.last4 })}>
                            {t('myCards.remove.action')}
                          </Button>
                        }
                      />
                    </li>
                  );
                })}
              </StackList>
            )}
          </Section>
          <Block>
            {addForm ? (
              <AddCardForm {...addForm} onCancel={onAddCancel} />
            ) : (
              <Button ref={addButton} type="button" variant="secondary" size="lg" fullWidth icon={<Icon name="plus" size={20} />} onClick={onAdd}>
                {t('myCards.add.open')}
              </Button>
            )}
          </Block>
        </>
      )}
      <Dialog
        open={removing !== null}
        onClose={onRemoveCancel}
        title={t('myCards.remove.title')}
        variant="confirm"
        onConfirm={onRemoveConfirm}
        confirmLabel={t('myCards.remove.confirm')}
        confirmVariant="danger"
        confirmLoading={removeBusy}
      >
        {removing ? t('myCards.remove.message', { brand: brandName(removing.brand), last4: removing.last4 }) : ''}
      </Dialog>
    </AccountPage>
  );
}
