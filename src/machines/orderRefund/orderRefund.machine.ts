import { assign, emit, fromPromise, setup } from 'xstate';
import { FLOW_LOGIN_PATH, toFlowFailure } from '../shared/flowFailure';
import { amountProblem, refundableAmount } from './orderRefund.rules';

/** A failure with no answer from the shop backend (orderRefund calls are not booking calls). */
const toFailure = (error: unknown) => toFlowFailure(error, { kind: 'network', messageKey: 'serverError' });
import type {
  PickedPhoto,
  RefundFailure,
  RefundOptions,
  RefundPhoto,
  RefundProgress,
  RefundRequest,
  UploadedPhoto,
  UploadPhotoInput,
} from './orderRefund.types';

export interface OrderRefundInput {
  readonly orderId: string;
}

export interface OrderRefundContext {
  readonly orderId: string;
  readonly options: RefundOptions | null;
  /** team_ids of the chosen lines. */
  readonly selected: readonly string[];
  readonly reasonId: string;
  readonly remark: string;
  readonly photos: readonly RefundPhoto[];
  /** Numbers the photo ids (photo-1, photo-2 …). */
  readonly photoCount: number;
  /** The amount as typed (digits only). */
  readonly amount: string;
  /** The last failure: of loading, of the submit, or of loading the status. */
  readonly error: RefundFailure | null;
  readonly refundId: string | null;
  readonly progress: RefundProgress | null;
}

export type OrderRefundEvent =
  | { type: 'toggleItem'; teamId: string }
  | { type: 'toggleAll' }
  | { type: 'chooseReason'; reasonId: string }
  | { type: 'setRemark'; remark: string }
  | { type: 'addPhotos'; photos: readonly PickedPhoto[] }
  | { type: 'removePhoto'; id: string }
  | { type: 'setAmount'; amount: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'retry' };

/** What the outside must do: go to another address (login). */
export type OrderRefundEmitted = { type: 'navigate'; to: string };

/** The most photos one request carries. */
export const REFUND_PHOTO_LIMIT = 5;

const needsLogin = (error: unknown) => toFailure(error).kind === 'login';
const loginTarget = (error: unknown) => toFailure(error).loginLink ?? FLOW_LOGIN_PATH;

/**
 * A shopper's refund request for an order (spec §7 refunds under /wap/api/order/refund/*):
 * load the options, choose the lines, a reason (with a remark and photos, uploaded as they are
 * picked), the amount (never above the refundable amount), submit once, then follow the status.
 */
export const orderRefundMachine = setup({
  types: {
    context: {} as OrderRefundContext,
    events: {} as OrderRefundEvent,
    input: {} as OrderRefundInput,
    emitted: {} as OrderRefundEmitted,
  },
  actors: {
    loadOptions: fromPromise<RefundOptions, { orderId: string }>(async () => {
      throw new Error('orderRefund: provide loadOptions');
    }),
    uploadPhoto: fromPromise<UploadedPhoto, UploadPhotoInput>(async () => {
      throw new Error('orderRefund: provide uploadPhoto');
    }),
    submitRefund: fromPromise<{ refundId: string }, RefundRequest>(async () => {
      throw new Error('orderRefund: provide submitRefund');
    }),
    loadProgress: fromPromise<RefundProgress, { refundId: string }>(async () => {
      throw new Error('orderRefund: provide loadProgress');
    }),
  },
  guards: {
    hasItems: ({ context }) => context.selected.length > 0,
    reasonReady: ({ context }) =>
      context.reasonId !== '' && !context.photos.some((photo) => photo.status === 'uploading'),
    amountValid: ({ context }) =>
      amountProblem(context.amount, refundableAmount(context.options, context.selected)) === null,
    hasPendingPhoto: ({ context }) => context.photos.some((photo) => photo.status === 'uploading'),
    needsLogin: ({ event }) => needsLogin((event as { error?: unknown }).error),
  },
  actions: {
    recordFailure: assign({ error: ({ event }) => toFailure((event as { error?: unknown }).error) }),
    clearFailure: assign({ error: null }),
    goToLogin: emit(({ event }) => ({ type: 'navigate' as const, to: loginTarget((event as { error?: unknown }).error) })),
    fillAmount: assign({
      amount: ({ context }) => {
        const limit = refundableAmount(context.options, context.selected);
        const typed = Number(context.amount);
        return context.amount === '' || !(typed <= limit) ? String(limit) : context.amount;
      },
    }),
  },
}).createMachine({
  id: 'orderRefund',
  context: ({ input }) => ({
    orderId: input.orderId,
    options: null,
    selected: [],
    reasonId: '',
    remark: '',
    photos: [],
    photoCount: 0,
    amount: '',
    error: null,
    refundId: null,
    progress: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'editing',
          actions: assign({
            options: ({ event }) => event.output,
            // A single line is chosen for the shopper.
            selected: ({ event }) => (event.output.items.length === 1 ? event.output.items.map((item) => item.teamId) : []),
            error: null,
          }),
        },
        onError: [
          { guard: 'needsLogin', target: 'left', actions: 'goToLogin' },
          { target: 'failed', actions: 'recordFailure' },
        ],
      },
    },
    failed: {
      on: { retry: { target: 'loading', actions: 'clearFailure' } },
    },
    editing: {
      type: 'parallel',
      on: {
        addPhotos: {
          actions: assign(({ context, event }) => {
            const room = Math.max(0, REFUND_PHOTO_LIMIT - context.photos.length);
            const added = event.photos.slice(0, room).map(
              (picked, index): RefundPhoto => ({
                id: `photo-${context.photoCount + index + 1}`,
                file: picked.file,
                url: picked.previewUrl,
                status: 'uploading',
              }),
            );
            return { photos: [...context.photos, ...added], photoCount: context.photoCount + added.length };
          }),
        },
        removePhoto: {
          actions: assign({ photos: ({ context, event }) => context.photos.filter((photo) => photo.id !== event.id) }),
        },
      },
      states: {
        step: {
          initial: 'items',
          states: {
            items: {
              on: {
                toggleItem: {
                  actions: assign({
                    selected: ({ context, event }) =>
                      context.selected.includes(event.teamId)
                        ? context.selected.filter((id) => id !== event.teamId)
                        : [...context.selected, event.teamId],
                  }),
                },
                toggleAll: {
                  actions: assign({
                    selected: ({ context }) => {
                      const all = context.options?.items.map((item) => item.teamId) ?? [];
                      return context.selected.length === all.length ? [] : all;
                    },
                  }),
                },
                next: { guard: 'hasItems', target: 'reason' },
              },
            },
            reason: {
              on: {
                chooseReason: { actions: assign({ reasonId: ({ event }) => event.reasonId }) },
                setRemark: { actions: assign({ remark: ({ event }) => event.remark }) },
                back: { target: 'items' },
                next: { guard: 'reasonReady', target: 'amount', actions: 'fillAmount' },
              },
            },
            amount: {
              on: {
                setAmount: { actions: assign({ amount: ({ event }) => event.amount, error: null }) },
                back: { target: 'reason' },
                submit: { guard: 'amountValid', target: '#orderRefund.submitting', actions: 'clearFailure' },
              },
            },
          },
        },
        photos: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasPendingPhoto', target: 'uploading' },
            },
            uploading: {
              tags: ['uploading'],
              invoke: {
                id: 'uploadPhoto',
                src: 'uploadPhoto',
                input: ({ context }) => {
                  const photo = context.photos.find((p) => p.status === 'uploading');
                  return { id: photo?.id ?? '', file: photo?.file ?? new File([], 'missing') };
                },
                onDone: {
                  target: 'idle',
                  actions: assign({
                    photos: ({ context, event }) => {
                      const current = context.photos.find((p) => p.status === 'uploading');
                      return context.photos.map((photo) =>
                        photo === current
                          ? { id: photo.id, file: null, url: event.output.url, path: event.output.path, status: 'done' as const }
                          : photo,
                      );
                    },
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: assign({
                    photos: ({ context }) => {
                      const current = context.photos.find((p) => p.status === 'uploading');
                      return context.photos.map((photo) => (photo === current ? { ...photo, status: 'error' as const } : photo));
                    },
                  }),
                },
              },
            },
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitRefund',
        src: 'submitRefund',
        input: ({ context }) => ({
          orderId: context.orderId,
          teamIds: context.selected,
          reasonId: context.reasonId,
          amount: Number(context.amount),
          remark: context.remark.trim(),
          images: context.photos.flatMap((photo) => (photo.status === 'done' && photo.path ? [photo.path] : [])),
        }),
        onDone: {
          target: 'status',
          actions: assign({ refundId: ({ event }) => event.output.refundId }),
        },
        onError: [
          { guard: 'needsLogin', target: 'left', actions: 'goToLogin' },
          { target: '#orderRefund.editing.step.amount', actions: 'recordFailure' },
        ],
      },
    },
    status: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadProgress',
            src: 'loadProgress',
            input: ({ context }) => ({ refundId: context.refundId ?? '' }),
            onDone: { target: 'shown', actions: assign({ progress: ({ event }) => event.output, error: null }) },
            onError: [
              { guard: 'needsLogin', target: '#orderRefund.left', actions: 'goToLogin' },
              { target: 'failed', actions: 'recordFailure' },
            ],
          },
        },
        shown: {
          on: { retry: { target: 'loading' } },
        },
        failed: {
          on: { retry: { target: 'loading', actions: 'clearFailure' } },
        },
      },
    },
    /** Sent away (to login); nothing more happens here. */
    left: { type: 'final' },
  },
});

export type OrderRefundMachine = typeof orderRefundMachine;
