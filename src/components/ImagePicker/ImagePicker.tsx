import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  AddButton,
  Count,
  Fieldset,
  Grid,
  HintLine,
  Legend,
  Preview,
  RemoveButton,
  RemoveDot,
  StatusVeil,
  Tile,
} from './ImagePicker.styles';
import type { PickedImage } from './ImagePicker.types';

export interface ImagePickerProps {
  images: readonly PickedImage[];
  /** The most images allowed; the add button goes away once there are this many. Defaults to 5. */
  limit?: number;
  /** The chosen files, at most as many as still fit under `limit`. Uploading them is the caller's flow. */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** The group's name, e.g. "Review photos"; defaults to "Photos". */
  label?: string;
  hint?: string;
  /** What the file chooser offers; images of any type unless told. */
  accept?: string;
  disabled?: boolean;
}

/**
 * Choose photos (reviews, refunds, feedback): a button opens the system picker, previews show each
 * image's upload state from props, each has a labelled remove button, and a counter shows how many
 * of the allowed images are used. After a removal focus moves to the next remove button, or to the
 * add button, so a keyboard or screen-reader user keeps their place.
 */
export function ImagePicker({
  images,
  limit = 5,
  onAdd,
  onRemove,
  label,
  hint,
  accept = 'image/*',
  disabled = false,
}: ImagePickerProps) {
  const { t } = useTranslation('inputs');
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemove = useRef<number | null>(null);
  const room = Math.max(limit - images.length, 0);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const next = images[Math.min(index, images.length - 1)];
    const target = (next && removeButtons.current.get(next.id)) ?? addButton.current;
    target?.focus();
  }, [images]);

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, room);
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <Fieldset disabled={disabled} aria-describedby={hint ? hintId : undefined}>
      {/* The legend must be the fieldset's first child to name it. */}
      <Legend>{label ?? t('imagePicker.label')}</Legend>
      <Count role="status">
        <span aria-hidden="true">{t('imagePicker.count', { count: images.length, max: limit })}</span>
        <VisuallyHidden>{t('imagePicker.countSpoken', { count: images.length, max: limit })}</VisuallyHidden>
      </Count>
      {hint && <HintLine id={hintId}>{hint}</HintLine>}
      <Grid>
        {images.map((image, index) => {
          const number = index + 1;
          return (
            <Tile key={image.id}>
              <Preview
                src={image.url}
                alt={t('imagePicker.photo', { index: number })}
                $dimmed={image.status === 'uploading'}
              />
              {image.status === 'uploading' && (
                <StatusVeil>
                  <Spinner size="sm" />
                  <span>
                    {image.progress === undefined
                      ? t('imagePicker.uploading')
                      : t('imagePicker.uploadingProgress', { progress: Math.round(image.progress) })}
                  </span>
                </StatusVeil>
              )}
              {image.status === 'error' && (
                <StatusVeil>
                  <Icon name="close" size={16} />
                  <span>{t('imagePicker.failed')}</span>
                </StatusVeil>
              )}
              <RemoveButton
                type="button"
                aria-label={t('imagePicker.remove', { index: number })}
                ref={(node) => {
                  if (node) removeButtons.current.set(image.id, node);
                  else removeButtons.current.delete(image.id);
                }}
                onClick={() => {
                  focusAfterRemove.current = index;
                  onRemove(image.id);
                }}
              >
                <RemoveDot>
                  <Icon name="close" size={16} />
                </RemoveDot>
              </RemoveButton>
            </Tile>
          );
        })}
        {room > 0 && (
          <Tile>
            <AddButton ref={addButton} type="button" onClick={() => fileInput.current?.click()}>
              <Icon name="camera" size={24} />
              <span>{t('imagePicker.add')}</span>
            </AddButton>
          </Tile>
        )}
      </Grid>
      <input
        ref={fileInput}
        type="file"
        accept={accept}
        multiple={room > 1}
        hidden
        tabIndex={-1}
        onChange={handleFiles}
      />
    </Fieldset>
  );
}
