import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { deleteAddress, setDefaultAddress, type AddressList, type ApiFailure, type SavedAddress } from '../../../../api';
import { useLocale } from '../../../../i18n';
import { useApiClient, useSessionSend } from '../../../../session';
import { useFailureText } from '../../../flows/shared/useFailureText';
import { useFormSubmission, useSingleFlight } from '../../../shared/forms';
import type { SaveAddressSubmission } from '../settingsAction';
import { useShopNavigation } from '../../../shared/navigation';
import { addressErrors, EMPTY_ADDRESS, saveParams, valuesOf, type AddressField, type AddressFieldErrors, type AddressValues } from './addressForm';
import type { AddressesLoad, AddressesReturn } from './addressesLoader';
import { ADDRESSES_SECTION_ID, type AddressesSectionViewProps } from './AddressesSectionView';

interface OpenForm {
  readonly id: string | null;
  readonly values: AddressValues;
  readonly fieldErrors: AddressFieldErrors;
  readonly offerDefault: boolean;
}

interface AddressesOptions {
  readonly loaded: AddressesLoad;
  readonly returnTo: AddressesReturn | null;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}

/**
 * The addresses section's calls and state: the list (the loader's, then each answer's), the form
 * (checked with spec §5 before it is sent, sent through the settings page's action once however
 * often Save is pressed (useFormSubmission), the backend's refusal shown in it with nothing typed
 * lost), set as default, delete after a confirmation, the
 * way back to `redirect`, and the scroll to #addresses.
 */
export function useAddresses({ loaded, returnTo, retrying, onRetry }: AddressesOptions): AddressesSectionViewProps {
  const client = useApiClient();
  const locale = useLocale();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const failureText = useFailureText();
  const { t } = useTranslation('settings');
  const { hash } = useLocation();
  const removing = useSingleFlight();
  const defaulting = useSingleFlight();
  const loadedList = loaded.kind === 'ok' ? loaded.list : null;
  const [list, setList] = useState<readonly SavedAddress[] | null>(loadedList);
  const [form, setForm] = useState<OpenForm | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<SavedAddress | null>(null);
  const [defaultPendingId, setDefaultPendingId] = useState<string | null>(null);

  // New loader data (a retry, a revalidation) replaces the list shown.
  const [shownFor, setShownFor] = useState(loadedList);
  if (shownFor !== loadedList) {
    setShownFor(loadedList);
    setList(loadedList);
  }

  // Coming to #addresses (from checkout): the section is scrolled into view once it is shown.
  const ready = list !== null;
  useEffect(() => {
    if (ready && hash === `#${ADDRESSES_SECTION_ID}`) document.getElementById(ADDRESSES_SECTION_ID)?.scrollIntoView({ block: 'start' });
  }, [hash, ready]);

  const toast = (text: string, tone: 'success' | 'danger') => send({ type: 'toast.show', text, tone });
  const refused = (result: ApiFailure) => {
    if (result.kind !== 'cancelled') toast(failureText(result) || t('settings.addresses.failed'), 'danger');
  };
  const addresses = list ?? [];

  const saving = useFormSubmission<SaveAddressSubmission, AddressList>({
    onOk: (saved) => {
      setList(saved.list);
      setForm(null);
      toast(t('settings.addresses.saved'), 'success');
    },
  });
  const submit = () =>
    saving.submit(() => {
      if (!form) return null;
      const errors = addressErrors(form.values, locale, t('settings.addresses.form.postcodeInvalid'));
      setForm((current) => current && { ...current, fieldErrors: errors });
      if (Object.keys(errors).length > 0) return null;
      return { intent: 'saveAddress', ...saveParams(form.values, form.id) };
    });
  const openForm = (opened: OpenForm) => {
    saving.reset();
    setForm(opened);
  };

  const makeDefault = (address: SavedAddress) =>
    defaulting.run(async () => {
      setDefaultPendingId(address.id);
      const result = await setDefaultAddress(client, { id: address.id }, { suppressToast: true });
      setDefaultPendingId(null);
      if (!result.ok) return refused(result);
      setList(result.data.list);
      toast(t('settings.addresses.defaultSet'), 'success');
    });

  const confirmDelete = () =>
    removing.run(async () => {
      if (!deleteTarget) return;
      const result = await deleteAddress(client, { id: deleteTarget.id }, { suppressToast: true });
      setDeleteTarget(null);
      if (!result.ok) return refused(result);
      setList(result.data.list);
      toast(t('settings.addresses.deleted'), 'success');
    });

  return {
    status: list === null ? 'error' : 'ready',
    retrying,
    onRetry,
    addresses,
    onAdd: () => openForm({ id: null, values: EMPTY_ADDRESS, fieldErrors: {}, offerDefault: addresses.length > 0 }),
    onEdit: (address) => openForm({ id: address.id, values: valuesOf(address), fieldErrors: {}, offerDefault: address.is_default !== true }),
    onSetDefault: (address) => void makeDefault(address),
    onDelete: setDeleteTarget,
    defaultPendingId,
    form: form && {
      mode: form.id === null ? 'add' : 'edit',
      values: form.values,
      fieldErrors: form.fieldErrors,
      failure: saving.failure,
      submitting: saving.submitting,
      offerDefault: form.offerDefault,
    },
    onFormChange: (field, value) =>
      setForm((current) => {
        if (!current) return current;
        const fieldErrors = { ...current.fieldErrors };
        if (field !== 'makeDefault') delete fieldErrors[field as AddressField];
        return { ...current, values: { ...current.values, [field]: value }, fieldErrors };
      }),
    onFormSubmit: submit,
    onFormClose: () => {
      if (!saving.submitting) setForm(null);
    },
    deleteTarget,
    deleting: removing.busy,
    onDeleteConfirm: () => void confirmDelete(),
    onDeleteCancel: () => {
      if (!removing.busy) setDeleteTarget(null);
    },
    back: returnTo ? (returnTo.checkout ? 'checkout' : 'other') : null,
    onBack: () => {
      if (returnTo) navigation.go(returnTo.path);
    },
  };
}
