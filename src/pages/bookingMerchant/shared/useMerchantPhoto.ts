import { useTranslation } from 'react-i18next';
import { usePhotoField } from '../../shared/upload';

/**
 * The one picture of a provider form (a store's, a service's, a member of staff's) through the
 * storage upload flow: the field, why it holds the send back, the check, and the uploaded address.
 */
export function useMerchantPhoto(bizType: string, label: string, hint: string, disabled: boolean) {
  const { t } = useTranslation('bookingMerchant');
  const photo = usePhotoField({ bizType, limit: 1, label, hint, disabled, texts: { pending: t('form.photoPending'), failed: t('form.photoFailed') } });
  return {
    field: photo.field,
    problem: photo.problem,
    ready: photo.ready,
    /** The uploaded picture's address, or null when none was added. */
    url: (): string | null => photo.photos.uploaded[0]?.url ?? null,
  };
}
