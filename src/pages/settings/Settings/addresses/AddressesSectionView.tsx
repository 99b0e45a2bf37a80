import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '../../../../api';
import { AddressCard } from '../../../../components/AddressCard';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { EmptyState } from '../../../../components/EmptyState';
import { ErrorState } from '../../../../components/ErrorState';
import { Icon } from '../../../../components/Icon';
import { Section } from '../../../../components/Section';
import { Text } from '../../../../components/Text';
import { addressLines, type AddressValues } from './addressForm';
import { AddressFormView, type AddressFormState } from './AddressFormView';
import { AddressItem, AddressList, Footnote, ItemActions } from './AddressesSectionView.styles';

/** The section's id: `/m/account/setting.php#addresses` scrolls to it. */
export const ADDRESSES_SECTION_ID = 'addresses';

/** How many addresses an account may keep (the backend refuses more). */
export const MAX_ADDRESSES = 10;

export interface AddressesSectionViewProps {
  /** The addresses were loaded (ready) or could not be (error, with a retry). */
  status: 'ready' | 'error';
  retrying?: boolean;
  onRetry: () => void;
  /** The account's addresses, the default first. */
  addresses?: readonly SavedAddress[];
  onAdd: () => void;
  onEdit: (address: SavedAddress) => void;
  onSetDefault: (address: SavedAddress) => void;
  onDelete: (address: SavedAddress) => void;
  /** The address being made the default (its button spins). */
  defaultPendingId?: string | null;
  /** The add/edit form, or null while closed. */
  form?: AddressFormState | null;
  onFormChange: <K extends keyof AddressValues>(field: K, value: AddressValues[K]) => void;
  onFormSubmit: () => void;
  onFormClose: () => void;
  /** The address whose deletion is being confirmed, or null. */
  deleteTarget?: SavedAddress | null;
  deleting?: boolean;
  onDeleteConfirm: () => void;
  onDeleteCancel: () => void;
  /** The shopper came from another page (checkout) and may go back to it: which kind. */
  back?: 'checkout' | 'other' | null;
  onBack: () => void;
}

/**
 * The settings page's delivery addresses: each address card (the default marked) with Edit, Set as
 * default and Delete (after a confirmation), Add (at most MAX_ADDRESSES), an empty state, and the
 * way back to checkout when the shopper came from there. Pure: the calls are the container's.
 */
export function AddressesSectionView({
  status,
  retrying = false,
  onRetry,
  addresses = [],
  onAdd,
  onEdit,
  onSetDefault,
  onDelete,
  defaultPendingId = null,
  form = null,
  onFormChange,
  onFormSubmit,
  onFormClose,
  deleteTarget = null,
  deleting = false,
  onDeleteConfirm,
  onDeleteCancel,
  back = null,
  onBack,
}: AddressesSectionViewProps) {
  const { t } = useTranslation('settings');
  const full = addresses.length >= MAX_ADDRESSES;
  const addButton =
    status === 'ready' && addresses.length > 0 ? (
      <Button variant="text" size="md" icon={<Icon name="plus" size={16} />} onClick={onAdd} disabled={full}>
        {t('settings.addresses.add')}
      </Button>
    ) : undefined;
  return (
    <Section id={ADDRESSES_SECTION_ID} title={t('settings.addresses.title')} variant="plain" action={addButton}>
      {status === 'error' && (
        <ErrorState title={t('settings.addresses.error.title')} message={t('settings.addresses.error.message')} retrying={retrying} onRetry={onRetry} />
      )}
      {status === 'ready' && addresses.length === 0 && (
        <EmptyState
          icon="home"
          headingLevel={3}
          title={t('settings.addresses.empty.title')}
          description={t('settings.addresses.empty.message')}
          actionLabel={t('settings.addresses.add')}
          onAction={onAdd}
        />
      )}
      {status === 'ready' && addresses.length > 0 && (
        <AddressList>
          {addresses.map((address) => (
            <AddressItem key={address.id}>
              <AddressCard
                recipient={address.name}
                phone={address.phone}
                lines={addressLines(address)}
                isDefault={address.is_default === true}
                onEdit={() => onEdit(address)}
              />
              <ItemActions>
                {address.is_default !== true && (
                  <Button
                    variant="text"
                    size="md"
                    aria-label={t('settings.addresses.setDefaultNamed', { name: address.name })}
                    loading={defaultPendingId === address.id}
                    onClick={() => onSetDefault(address)}
                  >
                    {t('settings.addresses.setDefault')}
                  </Button>
                )}
                <Button variant="text" size="md" aria-label={t('settings.addresses.deleteNamed', { name: address.name })} onClick={() => onDelete(address)}>
                  {t('settings.addresses.delete')}
                </Button>
              </ItemActions>
            </AddressItem>
          ))}
        </AddressList>
      )}
      {status === 'ready' && (full || (back && addresses.length > 0)) && (
        <Footnote>
          {full && <Text tone="muted">{t('settings.addresses.limit', { count: MAX_ADDRESSES })}</Text>}
          {back && addresses.length > 0 && (
            <Button size="lg" fullWidth onClick={onBack}>
              {back === 'checkout' ? t('settings.addresses.back.checkout') : t('settings.addresses.back.other')}
            </Button>
          )}
        </Footnote>
      )}
      <AddressFormView form={form} onChange={onFormChange} onSubmit={onFormSubmit} onClose={onFormClose} />
      <Dialog
        open={deleteTarget !== null}
        onClose={onDeleteCancel}
        title={t('settings.addresses.deleteDialog.title')}
        variant="confirm"
        onConfirm={onDeleteConfirm}
        confirmLabel={t('settings.addresses.deleteDialog.confirm')}
        confirmVariant="danger"
        confirmLoading={deleting}
      >
        {t('settings.addresses.deleteDialog.message', { name: deleteTarget?.name ?? '' })}
      </Dialog>
    </Section>
  );
}
