import { useEffect, useMemo, useRef, useState } from 'react';
import { createActor } from 'xstate';
import { createUploadActors, uploadMachine, type PutObject, type UploadedFile } from '../../../machines/upload';
import { useApiClient } from '../../../session';
import { PhotoUploaderView } from './PhotoUploaderView';
import type { PhotoUpload } from './upload.types';

export interface PhotoUploaderProps {
  /** Called with every uploaded photo (in the order shown) whenever one finishes or is removed. */
  onChange?: (uploaded: UploadedFile[]) => void;
  limit?: number;
  label?: string;
  hint?: string;
  disabled?: boolean;
  /** The storage business type the booking backend files the uploads under. */
  bizType?: string;
  /** Sends the bytes to the bucket; XMLHttpRequest with progress by default. */
  putObject?: PutObject;
  /** Makes a unique object name per photo; a UUID by default. */
  createId?: () => string;
}

function extensionOf(file: File): string {
  const dot = file.name.lastIndexOf('.');
  return dot > 0 ? file.name.slice(dot).toLowerCase() : '';
}

const defaultId = () => crypto.randomUUID();

/**
 * The wired photo uploader: each chosen photo gets its own upload actor (token, put with progress,
 * record); a failed photo can be retried, a removed one stops its upload. The storage token is
 * shared by the photos and refreshed when the bucket says it expired.
 */
export function PhotoUploader({ onChange, limit, label, hint, disabled, bizType, putObject, createId = defaultId }: PhotoUploaderProps) {
  const client = useApiClient();
  const logic = useMemo(
    () => uploadMachine.provide({ actors: createUploadActors(client, putObject ? { putObject } : {}) }),
    [client, putObject],
  );
  const [uploads, setUploads] = useState<readonly PhotoUpload[]>([]);
  // The list as event handlers and actor callbacks see it (state is for rendering).
  const current = useRef<readonly PhotoUpload[]>([]);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const commit = (next: readonly PhotoUpload[]) => {
    current.current = next;
    setUploads(next);
  };

  const report = () => {
    const uploaded = current.current.flatMap((upload) => upload.actorRef.getSnapshot().context.uploaded ?? []);
    onChangeRef.current?.(uploaded);
  };

  // Uploads end with the component: stop them and free the previews.
  useEffect(
    () => () => {
      for (const upload of current.current) {
        upload.actorRef.stop();
        URL.revokeObjectURL(upload.previewUrl);
      }
    },
    [],
  );

  const add = (files: File[]) => {
    const added = files.map((file): PhotoUpload => {
      const id = createId();
      const actorRef = createActor(logic, {
        input: { file, objectName: `${id}${extensionOf(file)}`, ...(bizType !== undefined ? { bizType } : {}) },
      });
      actorRef.subscribe({ complete: report });
      actorRef.start();
      return { id, previewUrl: URL.createObjectURL(file), actorRef };
    });
    commit([...current.current, ...added]);
  };

  const remove = (id: string) => {
    const upload = current.current.find((item) => item.id === id);
    if (!upload) return;
    upload.actorRef.stop();
    URL.revokeObjectURL(upload.previewUrl);
    commit(current.current.filter((item) => item.id !== id));
    report();
  };

  return (
    <PhotoUploaderView
      uploads={uploads}
      onAdd={add}
      onRemove={remove}
      {...(limit !== undefined ? { limit } : {})}
      {...(label !== undefined ? { label } : {})}
      {...(hint !== undefined ? { hint } : {})}
      {...(disabled !== undefined ? { disabled } : {})}
    />
  );
}
