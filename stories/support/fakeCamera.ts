import type { CameraDevice } from '../../src/machines/bookingVerification';

/**
 * Story-only: a phone camera that "sees" these QR texts, one per frame read (then nothing). The
 * stream is a real one (a painted canvas), so the preview plays as a camera's would.
 */
export function fakeCamera(frames: readonly string[]): () => CameraDevice {
  return () => {
    const left = [...frames];
    return {
      open: async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 240;
        canvas.height = 240;
        const paint = canvas.getContext('2d');
        if (paint) {
          paint.fillStyle = '#3a3a3a';
          paint.fillRect(0, 0, 240, 240);
        }
        return canvas.captureStream(1);
      },
      read: async () => {
        const text = left.shift();
        return text === undefined ? [] : [text];
      },
    };
  };
}

/** Story-only: a camera the merchant refused (the browser's NotAllowedError). */
export const refusedCamera = (): CameraDevice => ({
  open: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
  read: async () => [],
});

/** Story-only: a browser without a camera that reads QR codes. */
export const noCamera = (): CameraDevice | null => null;
