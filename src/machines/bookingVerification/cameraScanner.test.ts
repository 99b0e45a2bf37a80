import { describe, expect, it, vi } from 'vitest';
import { createCameraScanner, type CameraDevice } from './cameraScanner';

function fakeStream() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

function fakePreview() {
  return { muted: false, playsInline: false, srcObject: null as MediaStream | null, readyState: 4, play: vi.fn(async () => undefined) };
}
const asVideo = (preview: ReturnType<typeof fakePreview>) => preview as unknown as HTMLVideoElement;

/** A camera whose frames hold these QR texts, one list per frame (then nothing). */
function camera(frames: (readonly string[])[], open?: () => Promise<MediaStream>) {
  const { stream, track } = fakeStream();
  const device: CameraDevice = { open: open ?? (async () => stream), read: vi.fn(async () => frames.shift() ?? []) };
  return { device, track, stream };
}

describe('createCameraScanner', () => {
  it('reads the voucher code from the QR link, passing over other QR codes, then stops the camera', async () => {
    const { device, track, stream } = camera([[], ['https://other.example/menu'], ['https://m.example.co.th/m/booking/verification?code=50000001']]);
    const scanner = createCameraScanner(() => device);
    const preview = fakePreview();
    scanner.attach(asVideo(preview));
    const scanning = scanner.scan(new AbortController().signal);
    await vi.waitFor(() => expect(preview.srcObject).toBe(stream));
    await expect(scanning).resolves.toBe('50000001');
    expect(device.read).toHaveBeenCalledTimes(3);
    expect(preview).toMatchObject({ muted: true, playsInline: true, srcObject: null });
    expect(track.stop).toHaveBeenCalled();
  });

  it('waits for the screen to show the preview before reading', async () => {
    const { device } = camera([['50000002']]);
    const scanner = createCameraScanner(() => device);
    const scanning = scanner.scan(new AbortController().signal);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(device.read).not.toHaveBeenCalled();
    scanner.attach(asVideo(fakePreview()));
    await expect(scanning).resolves.toBe('50000002');
  });

  it('stops the camera when the merchant stops scanning', async () => {
    const { device, track } = camera([]);
    const scanner = createCameraScanner(() => device);
    scanner.attach(asVideo(fakePreview()));
    const stop = new AbortController();
    const scanning = scanner.scan(stop.signal);
    await vi.waitFor(() => expect(device.read).toHaveBeenCalled());
    stop.abort();
    await expect(scanning).rejects.toEqual({ reason: 'cancelled' });
    expect(track.stop).toHaveBeenCalled();
  });

  it('tells a refused camera from a phone without one', async () => {
    const refused = camera([], () => Promise.reject(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' })));
    await expect(createCameraScanner(() => refused.device).scan(new AbortController().signal)).rejects.toEqual({ reason: 'denied' });
    const missing = camera([], () => Promise.reject(Object.assign(new Error('Requested device not found'), { name: 'NotFoundError' })));
    await expect(createCameraScanner(() => missing.device).scan(new AbortController().signal)).rejects.toEqual({ reason: 'unavailable' });
    await expect(createCameraScanner(() => null).scan(new AbortController().signal)).rejects.toEqual({ reason: 'unavailable' });
  });
});
