import { useState, type ReactNode } from 'react';
import { PhotoUploaderView } from '../../flows/upload';
import { usePhotoUploads, type PhotoUploads } from './usePhotoUploads';

export interface PhotoFieldOptions {
  /** The storage business type the photos are filed under (`feedback`, `review` …). */
  readonly bizType: string;
  /** How many photos the form takes. */
  readonly limit: number;
  readonly label: string;
  readonly hint: string;
  /** The form is being sent: no photo is added or removed meanwhile. */
  readonly disabled: boolean;
  /** What the field says when the form is sent while a photo is still uploading, or one failed. */
  readonly texts: { readonly pending: string; readonly failed: string };
}

export interface PhotoField {
  /** The uploads (what finished is `photos.uploaded`). */
  readonly photos: PhotoUploads;
  /** The picker with each photo's upload, for the form's view. */
  readonly field: ReactNode;
  /** Why the photos hold the form back, shown once a send found them not ready; null once all are up. */
  readonly problem: string | null;
  /** Checked by the form's send: true when every photo is up; otherwise the field says why. */
  readonly ready: () => boolean;
}

/**
 * A form's photos (feedback, a review, a post): the uploads of spec §4 through usePhotoUploads,
 * the picker, and the check a send makes first, so a photo still on its way or a failed one keeps
 * the form (and its text) with a message instead of sending without it.
 */
export function usePhotoField({ bizType, limit, label, hint, disabled, texts }: PhotoFieldOptions): PhotoField {
  const photos = usePhotoUploads({ bizType });
  const [problem, setProblem] = useState<string | null>(null);
  const blocking = photos.pending > 0 || photos.failed > 0;
  const ready = (): boolean => {
    const found = photos.pending > 0 ? texts.pending : photos.failed > 0 ? texts.failed : null;
    setProblem(found);
    return found === null;
  };
  const field = <PhotoUploaderView uploads={photos.uploads} onAdd={photos.add} onRemove={photos.remove} limit={limit} label={label} hint={hint} disabled={disabled} />;
  return { photos, field, problem: blocking ? problem : null, ready };
}
