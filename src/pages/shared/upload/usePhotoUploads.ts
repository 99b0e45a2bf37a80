import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createActor } from 'xstate';
import { createUploadActors, uploadMachine, type PutObject, type UploadedFile } from '../../../machines/upload';
import { useApiClient } from '../../../session';
import type { PhotoUpload } from '../../flows/upload';

export interface PhotoUploadsOptions {
  /** The storage business type the uploads are filed under (`feedback`, `avatar` …). */
  readonly bizType?: string;
  /** Sends the bytes to the bucket; XMLHttpRequest with progress by default. */
  readonly putObject?: PutObject;
  /** Makes a unique object name per photo; a UUID by default. */
  readonly createId?: () => string;
}

/** The photos a page is uploading, for an ImagePicker (through PhotoUploaderView) and the page's submit. */
export interface PhotoUploads {
  /** Every chosen photo with its upload actor, in the order chosen. */
  readonly uploads: readonly PhotoUpload[];
  readonly add: (files: readonly File[]) => void;
  readonly remove: (id: string) => void;
  /** The photos whose upload finished (recorded), in the order chosen. */
  readonly uploaded: readonly UploadedFile[];
  /** How many are still on their way (token, put, record). */
  readonly pending: number;
  /** How many failed (each can be retried or removed). */
  readonly failed: number;
}

/** The file's extension when it is a plain one (`.jpg`); anything else (spaces, symbols) is left out of the object name. */
function extensionOf(file: File): string {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot).toLowerCase() : '';
  return /^\.[a-z0-9]{1,5}$/.test(extension) ? extension : '';
}

const defaultId = () => crypto.randomUUID();

/**
 * Runs spec §4's storage upload (the `upload` machine with its real actors) for each photo a page's
 * picker adds: one actor per photo, sharing the storage token; a removed photo stops its upload and
 * frees its preview, and every upload stops when the page goes. The page reads what finished
 * (`uploaded`) and whether any is still going or failed before it submits. Nothing runs on the
 * server: actors start only from the picker's event.
 */
export function usePhotoUploads({ bizType, putObject, createId = defaultId }: PhotoUploadsOptions = {}): PhotoUploads {
  const client = useApiClient();
  const logic = useMemo(() => uploadMachine.provide({ actors: createUploadActors(client, putObject ? { putObject } : {}) }), [client, putObject]);
  const [uploads, setUploads] = useState<readonly PhotoUpload[]>([]);
  // The list as handlers and the unmount cleanup see it (state is for rendering).
  const current = useRef<readonly PhotoUpload[]>([]);
  const subscriptions = useRef(new Map<string, { unsubscribe: () => void }>());
  // Any upload moving on (progress, done, failed) renders again.
  const [, changed] = useReducer((count: number) => count + 1, 0);

  const commit = (next: readonly PhotoUpload[]) => {
    current.current = next;
    setUploads(next);
  };

  useEffect(() => {
    const live = subscriptions.current;
    return () => {
      for (const upload of current.current) {
        upload.actorRef.stop();
        URL.revokeObjectURL(upload.previewUrl);
      }
      for (const subscription of live.values()) subscription.unsubscribe();
      live.clear();
      current.current = [];
    };
  }, []);

  const add = (files: readonly File[]) => {
    const added = files.map((file): PhotoUpload => {
      const id = createId();
      const actorRef = createActor(logic, {
        input: { file, objectName: `${id}${extensionOf(file)}`, ...(bizType !== undefined ? { bizType } : {}) },
      });
      subscriptions.current.set(id, actorRef.subscribe(() => changed()));
      actorRef.start();
      return { id, previewUrl: URL.createObjectURL(file), actorRef };
    });
    commit([...current.current, ...added]);
  };

  const remove = (id: string) => {
    const upload = current.current.find((item) => item.id === id);
    if (!upload) return;
    subscriptions.current.get(id)?.unsubscribe();
    subscriptions.current.delete(id);
    upload.actorRef.stop();
    URL.revokeObjectURL(upload.previewUrl);
    commit(current.current.filter((item) => item.id !== id));
  };

  const snapshots = uploads.map((upload) => upload.actorRef.getSnapshot());
  return {
    uploads,
    add,
    remove,
    uploaded: snapshots.flatMap((snapshot) => (snapshot.matches('done') && snapshot.context.uploaded ? [snapshot.context.uploaded] : [])),
    pending: snapshots.filter((snapshot) => snapshot.hasTag('busy')).length,
    failed: snapshots.filter((snapshot) => snapshot.matches('failed')).length,
  };
}
