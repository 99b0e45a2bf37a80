import { useActorRef } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import type { StorageToken } from '../../../src/api';
import {
  uploadMachine,
  type FetchTokenInput,
  type PutFileInput,
  type RecordUploadInput,
  type UploadContext,
  type UploadEvent,
  type UploadedFile,
} from '../../../src/machines/upload';
import { PhotoUploaderView } from '../../../src/pages/flows/upload';

/** A tiny square picture as an SVG data URI: no network, same pixels every run. */
export function swatch(fill: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="${fill}"/><circle cx="4" cy="4" r="2" fill="${accent}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A photo file as the picker would give it. */
export function photoFile(name: string): File {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#f9c6d3"/></svg>`;
  return new File([svg], name, { type: 'image/svg+xml' });
}

export const storyToken: StorageToken = {
  region: 'oss-ap-southeast-7',
  access_key_id: 'STS.mockAccessKeyId',
  access_key_secret: 'mockAccessKeySecret',
  security_token: 'mockSecurityToken',
  oss_bucket: 'beauty-shop-upload',
  oss_directory: 'review/2025/03/',
  request_id: 'REQ-20250314-0001',
};

/** Effects that never settle: each photo stays in the state its story shows. */
const logic = uploadMachine.provide({
  actors: {
    fetchToken: fromPromise<StorageToken, FetchTokenInput>(() => new Promise<StorageToken>(() => {})),
    putFile: fromCallback<UploadEvent, PutFileInput>(() => undefined),
    recordUpload: fromPromise<UploadedFile, RecordUploadInput>(() => new Promise<UploadedFile>(() => {})),
  },
});

export interface PhotoState {
  readonly value: 'fetchingToken' | 'putting' | 'refreshingToken' | 'recording' | 'done' | 'failed';
  readonly progress?: number;
  readonly message?: string;
  readonly preview: string;
}

function contextOf(photo: PhotoState, index: number): UploadContext {
  return {
    file: photoFile(`photo-${index + 1}.svg`),
    objectName: `photo-${index + 1}.svg`,
    token: photo.value === 'fetchingToken' ? null : storyToken,
    refreshed: photo.value === 'refreshingToken',
    progress: photo.progress ?? (photo.value === 'recording' || photo.value === 'done' ? 1 : 0),
    uploaded: photo.value === 'done' ? { url: photo.preview, path: `review/2025/03/photo-${index + 1}.svg` } : null,
    error: photo.value === 'failed' ? { code: 500, message: photo.message ?? 'Network Error' } : null,
  };
}

function usePhotoActor(photo: PhotoState, index: number) {
  const context = contextOf(photo, index);
  return useActorRef(logic, {
    input: { file: context.file, objectName: context.objectName },
    snapshot: logic.resolveState({ value: photo.value, context }),
  });
}

/** Story-only: the real uploader view with up to three photos, each in a resolved upload state. */
export function PhotoUploaderStateHarness({ photos, limit = 5 }: { photos: readonly PhotoState[]; limit?: number }) {
  const placeholder: PhotoState = { value: 'done', preview: '' };
  // Always three actors (hooks in a fixed order); only as many as the story gives are shown.
  const first = usePhotoActor(photos[0] ?? placeholder, 0);
  const second = usePhotoActor(photos[1] ?? placeholder, 1);
  const third = usePhotoActor(photos[2] ?? placeholder, 2);
  const uploads = [first, second, third]
    .slice(0, photos.length)
    .map((actorRef, index) => ({ id: `photo-${index + 1}`, previewUrl: photos[index]?.preview ?? '', actorRef }));
  return <PhotoUploaderView uploads={uploads} limit={limit} onAdd={() => {}} onRemove={() => {}} />;
}
