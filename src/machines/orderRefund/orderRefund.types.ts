import type { FlowFailure } from '../shared/flowFailure';

/** One line of the order that may be refunded. */
export interface RefundableItem {
  readonly teamId: string;
  readonly name: string;
  readonly image: string;
  readonly quantity: number;
  /** Unit price in baht. */
  readonly price: number;
}

export interface RefundReason {
  readonly id: string;
  readonly text: string;
}

/** What the shop allows for this order (refund options). */
export interface RefundOptions {
  readonly reasons: readonly RefundReason[];
  /** The most that may be refunded for the order, in baht. */
  readonly maxAmount: number;
  readonly items: readonly RefundableItem[];
}

/** A photo of the refund request, from the moment it is picked until it is uploaded (or fails). */
export interface RefundPhoto {
  readonly id: string;
  /** The picked file; null once uploaded or in a resolved snapshot (stories). */
  readonly file: File | null;
  /** What the picker shows: a preview address until uploaded, then the uploaded image's URL. */
  readonly url: string;
  readonly status: 'uploading' | 'done' | 'error';
  /** The stored path sent with the request, once uploaded. */
  readonly path?: string;
}

/** A photo the shopper picked (the UI makes the preview address). */
export interface PickedPhoto {
  readonly file: File;
  readonly previewUrl: string;
}

/** What the uploadPhoto actor gets and gives. */
export interface UploadPhotoInput {
  readonly id: string;
  readonly file: File;
}
export interface UploadedPhoto {
  readonly url: string;
  readonly path: string;
}

/** The request the submit sends. */
export interface RefundRequest {
  readonly orderId: string;
  readonly teamIds: readonly string[];
  readonly reasonId: string;
  readonly amount: number;
  readonly remark: string;
  readonly images: readonly string[];
}

/** The refund's progress after it was sent. */
export interface RefundProgress {
  readonly refundId: string;
  readonly status: string;
  readonly statusText: string | null;
  readonly amount: number;
  readonly reason: string | null;
  readonly steps: readonly { readonly title: string; readonly time: string | null; readonly done: boolean }[];
}

/** The failure a screen shows: the api's typed failure. */
export type RefundFailure = FlowFailure;
