import { createActor, waitFor } from 'xstate';
import { fromCall } from '../shared/fromCall';
import { getRefundDetail, getRefundOptions, submitRefund, type ApiClient } from '../../api';
import { createUploadActors, uploadMachine } from '../upload';
import type { RefundOptions, RefundProgress, RefundRequest, UploadedPhoto, UploadPhotoInput } from './orderRefund.types';

/** The refund photos' storage business type. */
export const REFUND_PHOTO_BIZ_TYPE = 'order_refund';

function extensionOf(file: File): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(file.name);
  return match?.[1] ? `.${match[1].toLowerCase()}` : '';
}

function uniqueName(file: File): string {
  const id = globalThis.crypto.randomUUID();
  return `refund-${id}${extensionOf(file)}`;
}

/**
 * The real effects of the order refund flow: the refund endpoints, and photos uploaded by the
 * upload machine (token, put, record) with one shared storage token for the page.
 */
export function createOrderRefundActors(client: ApiClient) {
  const uploadLogic = uploadMachine.provide({ actors: createUploadActors(client) });
  return {
    loadOptions: fromCall<RefundOptions, { orderId: string }>(async ({ input, signal }) => {
      const result = await getRefundOptions(client, { order_id: input.orderId }, { signal, suppressToast: true });
      if (!result.ok) throw result;
      return {
        reasons: result.data.reasons.map((reason) => ({ id: reason.id, text: reason.text })),
        maxAmount: result.data.max_amount,
        items: result.data.items.map((item) => ({
          teamId: item.team_id,
          name: item.product,
          image: item.image1,
          quantity: item.quantity,
          price: item.price,
        })),
      };
    }),
    uploadPhoto: fromCall<UploadedPhoto, UploadPhotoInput>(async ({ input, signal }) => {
      const upload = createActor(uploadLogic, {
        input: { file: input.file, objectName: uniqueName(input.file), bizType: REFUND_PHOTO_BIZ_TYPE },
      });
      const stop = () => upload.stop();
      signal.addEventListener('abort', stop, { once: true });
      try {
        upload.start();
        const end = await waitFor(upload, (snapshot) => snapshot.status === 'done' || snapshot.matches('failed'));
        if (end.context.uploaded) return end.context.uploaded;
        throw new Error(end.context.error?.message ?? 'Upload failed');
      } finally {
        signal.removeEventListener('abort', stop);
        upload.stop();
      }
    }),
    submitRefund: fromCall<{ refundId: string }, RefundRequest>(async ({ input, signal }) => {
      const result = await submitRefund(
        client,
        {
          order_id: input.orderId,
          team_ids: input.teamIds,
          reason_id: input.reasonId,
          amount: input.amount,
          ...(input.remark !== '' ? { remark: input.remark } : {}),
          ...(input.images.length > 0 ? { images: input.images } : {}),
        },
        { signal, suppressToast: true },
      );
      if (!result.ok) throw result;
      return { refundId: result.data.refund_id };
    }),
    loadProgress: fromCall<RefundProgress, { refundId: string }>(async ({ input, signal }) => {
      const result = await getRefundDetail(client, { refund_id: input.refundId }, { signal, suppressToast: true });
      if (!result.ok) throw result;
      const detail = result.data;
      return {
        refundId: detail.refund_id,
        status: detail.status,
        statusText: detail.status_text ?? null,
        amount: detail.amount,
        reason: detail.reason ?? null,
        steps: detail.steps.map((step) => ({ title: step.title, time: step.time ?? null, done: step.done })),
      };
    }),
  };
}
