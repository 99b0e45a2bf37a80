import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker, type PickedImage } from '../../../components/ImagePicker';
import { Column, StatusList } from './PhotoUploader.styles';
import type { PhotoUpload } from './upload.types';
import { UploadStatusItem } from './UploadStatusItem';

export interface PhotoUploaderViewProps {
  uploads: readonly PhotoUpload[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** How many photos are allowed; 5 by default. */
  limit?: number;
  label?: string;
  hint?: string;
  disabled?: boolean;
}

function pickedImage(upload: PhotoUpload): PickedImage {
  const snapshot = upload.actorRef.getSnapshot();
  if (snapshot.matches('done')) return { id: upload.id, url: snapshot.context.uploaded?.url ?? upload.previewUrl, status: 'done' };
  if (snapshot.matches('failed')) return { id: upload.id, url: upload.previewUrl, status: 'error' };
  return { id: upload.id, url: upload.previewUrl, status: 'uploading', progress: snapshot.context.progress * 100 };
}

/**
 * The photo uploader of refunds and reviews: the ImagePicker with each photo's upload state from
 * its upload actor, and below it a line per photo with its progress, or its failure and a retry.
 */
export function PhotoUploaderView({ uploads, onAdd, onRemove, limit = 5, label, hint, disabled }: PhotoUploaderViewProps) {
  const { t } = useTranslation('backgroundFlows');
  // Re-render when any upload actor moves on (the picker needs all of them at once).
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const subscriptions = uploads.map((upload) => upload.actorRef.subscribe(() => rerender()));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [uploads]);

  return (
    <Column>
      <ImagePicker
        images={uploads.map(pickedImage)}
        limit={limit}
        onAdd={onAdd}
        onRemove={onRemove}
        label={label ?? t('upload.label')}
        hint={hint ?? t('upload.hint', { max: limit })}
        {...(disabled !== undefined ? { disabled } : {})}
      />
      {uploads.length > 0 && (
        <StatusList aria-label={t('upload.statusListLabel')}>
          {uploads.map((upload, index) => (
            <UploadStatusItem key={upload.id} index={index} actorRef={upload.actorRef} />
          ))}
        </StatusList>
      )}
    </Column>
  );
}
