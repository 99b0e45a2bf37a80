import type { ActorRefFrom } from 'xstate';
import type { uploadMachine } from '../../../machines/upload';

export type UploadActorRef = ActorRefFrom<typeof uploadMachine>;

/** One chosen photo and the upload actor that carries it. */
export interface PhotoUpload {
  readonly id: string;
  /** What the picker previews: an object URL of the file. */
  readonly previewUrl: string;
  readonly actorRef: UploadActorRef;
}
