import { useEffect, useMemo, useRef, useState } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { createUploadActors, UPLOAD_FALLBACK_MESSAGE, uploadMachine, type UploadedFile } from '../../../machines/upload';
import { useApiClient } from '../../../session';

/** The storage business type of profile photos (the first folder of their path). */
export const AVATAR_BIZ_TYPE = 'avatar';
/** The largest photo taken. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export type AvatarUploadState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'uploading'; readonly progress: number }
  | { readonly kind: 'failed'; readonly message: string };

type UploadActor = ActorRefFrom<typeof uploadMachine>;

function extensionOf(file: File): string {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot).toLowerCase() : '';
  return /^\.[a-z0-9]{1,5}$/.test(extension) ? extension : '';
}

/**
 * One profile photo through the upload machine (spec §4 storage upload: token, put, record; an
 * expired token refreshed once): its progress, or its failure (code 500 and a message) and a retry.
 * `onUploaded` gets the recorded file and says whether the photo is kept (then the chosen file's
 * preview gives way to the saved photo). A new file stops the one before; leaving the page stops it.
 */
export function useAvatarUpload(onUploaded: (file: UploadedFile) => Promise<boolean>) {
  const client = useApiClient();
  const logic = useMemo(() => uploadMachine.provide({ actors: createUploadActors(client) }), [client]);
  const actor = useRef<UploadActor | null>(null);
  const [state, setState] = useState<AvatarUploadState>({ kind: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  useEffect(() => () => actor.current?.stop(), []);
  // The chosen file's preview is freed when another replaces it and when the page goes.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const start = (file: File) => {
    actor.current?.stop();
    const next = createActor(logic, {
      input: { file, objectName: `${crypto.randomUUID()}${extensionOf(file)}`, bizType: AVATAR_BIZ_TYPE },
    });
    actor.current = next;
    next.subscribe((snapshot) => {
      if (actor.current !== next) return;
      if (snapshot.status === 'done') {
        setState({ kind: 'idle' });
        if (!snapshot.output) return;
        void uploaded.current(snapshot.output).then((kept) => {
          if (kept && actor.current === next) setPreview(null);
        });
      } else if (snapshot.matches('failed')) {
        setState({ kind: 'failed', message: snapshot.context.error?.message ?? UPLOAD_FALLBACK_MESSAGE });
      } else {
        setState({ kind: 'uploading', progress: Math.round(snapshot.context.progress * 100) });
      }
    });
    setPreview(URL.createObjectURL(file));
    next.start();
  };

  return {
    state,
    /** The chosen file as a picture, while it is the latest one. */
    preview,
    start,
    /** Whether the upload (rather than the profile save after it) is what failed. */
    failed: state.kind === 'failed',
    retry: () => actor.current?.send({ type: 'retry' }),
  };
}
