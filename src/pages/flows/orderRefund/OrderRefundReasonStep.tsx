import { useTranslation } from 'react-i18next';
import { Button, ImagePicker, RadioGroup, TextArea } from '../../../components';
import { REFUND_PHOTO_LIMIT, type RefundPhoto, type RefundReason } from '../../../machines/orderRefund';
import { FlowActions, FlowAlert, FlowCard, FlowNote } from '../shared/FlowLayout.styles';

/** The remark's longest length, in characters as the shopper sees them. */
export const REFUND_REMARK_MAX = 200;

export interface OrderRefundReasonStepProps {
  reasons: readonly RefundReason[];
  reasonId: string;
  remark: string;
  photos: readonly RefundPhoto[];
  uploading: boolean;
  onChooseReason: (reasonId: string) => void;
  onRemark: (remark: string) => void;
  onAddPhotos: (files: File[]) => void;
  onRemovePhoto: (id: string) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: the reason, a remark and photos (uploaded as soon as they are picked). */
export function OrderRefundReasonStep({
  reasons,
  reasonId,
  remark,
  photos,
  uploading,
  onChooseReason,
  onRemark,
  onAddPhotos,
  onRemovePhoto,
  onBack,
  onNext,
}: OrderRefundReasonStepProps) {
  const { t } = useTranslation('refundFlows');
  const failed = photos.some((photo) => photo.status === 'error');
  return (
    <>
      <FlowCard>
        <RadioGroup
          legend={t('orderRefund.reason.legend')}
          name="refund-reason"
          required
          options={reasons.map((reason) => ({ value: reason.id, label: reason.text }))}
          value={reasonId}
          onChange={onChooseReason}
        />
        <TextArea
          label={t('orderRefund.remark.label')}
          hint={t('orderRefund.remark.hint')}
          value={remark}
          onChange={onRemark}
          maxLength={REFUND_REMARK_MAX}
          rows={3}
        />
        <ImagePicker
          label={t('orderRefund.photos.label')}
          hint={t('orderRefund.photos.hint', { count: REFUND_PHOTO_LIMIT })}
          limit={REFUND_PHOTO_LIMIT}
          images={photos.map((photo) => ({ id: photo.id, url: photo.url, status: photo.status }))}
          onAdd={onAddPhotos}
          onRemove={onRemovePhoto}
        />
        {failed && <FlowAlert role="alert">{t('orderRefund.photos.failed')}</FlowAlert>}
      </FlowCard>
      {uploading && <FlowNote role="status">{t('orderRefund.photos.uploading')}</FlowNote>}
      {!uploading && reasonId === '' && <FlowNote>{t('orderRefund.reason.none')}</FlowNote>}
      <FlowActions>
        <Button variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button onClick={onNext} disabled={reasonId === '' || uploading}>
          {t('actions.next')}
        </Button>
      </FlowActions>
    </>
  );
}
