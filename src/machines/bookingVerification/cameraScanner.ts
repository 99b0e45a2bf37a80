import { codeFromScan } from './bookingVerification.rules';
import type { ScanFailure } from './bookingVerification.types';

/** How often a camera frame is read for a QR code. */
export const SCAN_FRAME_INTERVAL_MS = 200;

/** What scanning needs of the phone: the back camera and a QR reader (the browser's, or a test's fake). */
export interface CameraDevice {
  /** The back camera's stream; rejects with the browser's error (NotAllowedError when refused). */
  open(): Promise<MediaStream>;
  /** The texts of the QR codes in the video's current frame. */
  read(frame: HTMLVideoElement): Promise<readonly string[]>;
}

/** The camera scan the bookingVerification flow's `scanCode` runs, and the preview the screen shows. */
export interface CameraScanner {
  /** Opens the camera, shows it in the attached preview and resolves with the first voucher code read; rejects with a ScanFailure. */
  scan(signal: AbortSignal): Promise<string>;
  /** The screen's preview element (a ref callback): the camera is drawn there and read from it. */
  attach(video: HTMLVideoElement | null): void;
}

interface DetectedBarcode {
  readonly rawValue: string;
}
interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<readonly DetectedBarcode[]>;
}
/** The Shape Detection API's BarcodeDetector (Chrome on Android, among others); not in the DOM typings yet. */
interface BarcodeReaderClass {
  new (options: { formats: readonly string[] }): BarcodeReader;
  getSupportedFormats(): Promise<readonly string[]>;
}

const failure = (reason: ScanFailure['reason']): ScanFailure => ({ reason });

/**
 * The phone's own camera and QR reader, when the browser has both (BarcodeDetector and
 * getUserMedia); null elsewhere (iOS Safari, desktop Linux, the server). Touches `window` only when called.
 */
export function browserCamera(): CameraDevice | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null;
  const Reader = (window as unknown as { BarcodeDetector?: BarcodeReaderClass }).BarcodeDetector;
  const media = navigator.mediaDevices;
  if (!Reader || typeof media?.getUserMedia !== 'function') return null;
  let reader: BarcodeReader | null = null;
  return {
    open: async () => {
      const formats = await Reader.getSupportedFormats();
      if (!formats.includes('qr_code')) throw failure('unavailable');
      reader = new Reader({ formats: ['qr_code'] });
      return media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    },
    read: async (frame) => (reader ? (await reader.detect(frame)).map((barcode) => barcode.rawValue) : []),
  };
}

function isScanFailure(error: unknown): error is ScanFailure {
  return typeof error === 'object' && error !== null && 'reason' in error && !(error instanceof Error);
}

/** A refused camera (the merchant said no, or the page may not ask) tells apart from a phone without one. */
function openFailure(error: unknown): ScanFailure {
  if (isScanFailure(error)) return error;
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  return failure(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * The counter's camera scan: `device()` is asked when a scan starts (so the server and a phone without
 * a camera never touch it). QR codes that hold no voucher code (another shop's, a web address) are
 * passed over; the camera stops when a code is read, when the scan is aborted or fails.
 */
export function createCameraScanner(device: () => CameraDevice | null = browserCamera): CameraScanner {
  let preview: HTMLVideoElement | null = null;
  let previewArrived: (() => void) | null = null;

  async function attachedPreview(signal: AbortSignal): Promise<HTMLVideoElement | null> {
    while (!preview && !signal.aborted) {
      await new Promise<void>((resolve) => {
        previewArrived = resolve;
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
    }
    return preview;
  }

  return {
    attach(video) {
      preview = video;
      if (video && previewArrived) {
        previewArrived();
        previewArrived = null;
      }
    },
    async scan(signal) {
      const camera = device();
      if (!camera) throw failure('unavailable');
      let stream: MediaStream;
      try {
        stream = await camera.open();
      } catch (error) {
        throw openFailure(error);
      }
      let shown: HTMLVideoElement | null = null;
      try {
        shown = await attachedPreview(signal);
        if (shown) {
          shown.muted = true;
          shown.playsInline = true;
          shown.srcObject = stream;
          await shown.play().catch(() => undefined);
        }
        while (shown && !signal.aborted) {
          const texts = shown.readyState >= 2 ? await camera.read(shown).catch(() => []) : [];
          for (const text of texts) {
            const code = codeFromScan(text);
            if (code) return code;
          }
          await pause(SCAN_FRAME_INTERVAL_MS, signal);
          shown = preview;
        }
        throw failure('cancelled');
      } finally {
        for (const track of stream.getTracks()) track.stop();
        if (shown) shown.srcObject = null;
      }
    },
  };
}
