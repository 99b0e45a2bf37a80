import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { StorageToken } from '../../api';
import { objectKey, toUploadError, uploadMachine } from './upload.machine';
import type { FetchTokenInput, PutFileInput, RecordUploadInput, UploadEvent, UploadedFile } from './upload.types';

const token = (id: string): StorageToken => ({
  region: 'oss-ap-southeast-7',
  access_key_id: id,
  access_key_secret: 'secret',
  security_token: 'sts',
  oss_bucket: 'bucket',
  oss_directory: 'refund/2025/03',
  request_id: 'REQ',
});

/** Doubles: the put answers from a script, one entry per put. */
function doubles(script: PutFileEventScript[], options: { tokenFails?: boolean; recordFails?: boolean } = {}) {
  const calls = { fetchToken: [] as FetchTokenInput[], putFile: [] as PutFileInput[], recordUpload: [] as RecordUploadInput[] };
  let fetches = 0;
  return {
    calls,
    actors: {
      fetchToken: fromPromise<StorageToken, FetchTokenInput>(async ({ input }) => {
        calls.fetchToken.push(input);
        fetches += 1;
        if (options.tokenFails) throw new Error('Network Error');
        return token(`STS.${fetches}`);
      }),
      putFile: fromCallback<UploadEvent, PutFileInput>(({ input, sendBack }) => {
        calls.putFile.push(input);
        const events = script.shift() ?? [{ type: 'put.done' }];
        queueMicrotask(() => events.forEach((event) => sendBack(event)));
      }),
      recordUpload: fromPromise<UploadedFile, RecordUploadInput>(async ({ input }) => {
        calls.recordUpload.push(input);
        if (options.recordFails) throw new Error('record refused');
        return { url: `https://cdn.example/${input.path}`, path: input.path };
      }),
    },
  };
}
type PutFileEventScript = UploadEvent[];

const file = new Blob(['12345'], { type: 'image/jpeg' });

function run(script: PutFileEventScript[], options?: { tokenFails?: boolean; recordFails?: boolean }) {
  const d = doubles(script, options);
  const actor = createActor(uploadMachine.provide({ actors: d.actors }), { input: { file, objectName: 'a.jpg', bizType: 'refund' } });
  actor.start();
  return { actor, calls: d.calls };
}

describe('upload machine', () => {
  it('fetches a token, puts the file under the directory, records the path, reports progress', async () => {
    const { actor, calls } = run([[{ type: 'put.progress', loaded: 25, total: 100 }, { type: 'put.done' }]]);
    const progress: number[] = [];
    actor.subscribe((s) => progress.push(s.context.progress));
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ url: 'https://cdn.example/refund/2025/03/a.jpg', path: 'refund/2025/03/a.jpg' });
    expect(calls.fetchToken).toEqual([{ refresh: false, bizType: 'refund' }]);
    expect(calls.putFile[0]?.key).toBe('refund/2025/03/a.jpg');
    expect(calls.recordUpload).toEqual([{ path: 'refund/2025/03/a.jpg', size: 5, bizType: 'refund' }]);
    expect(progress).toContain(0.25);
    expect(done.context.progress).toBe(1);
  });

  it('refreshes an expired token once and retries the put with the new one', async () => {
    const { actor, calls } = run([[{ type: 'put.failed', expired: true, message: 'SecurityTokenExpired' }], [{ type: 'put.done' }]]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.fetchToken.map((c) => c.refresh)).toEqual([false, true]);
    expect(calls.putFile.map((c) => c.token.access_key_id)).toEqual(['STS.1', 'STS.2']);
  });

  it('gives up after a second expiry: code 500 with the message', async () => {
    const expired: UploadEvent = { type: 'put.failed', expired: true, message: 'SecurityTokenExpired' };
    const { actor, calls } = run([[expired], [expired]]);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toEqual({ code: 500, message: 'SecurityTokenExpired' });
    expect(calls.putFile).toHaveLength(2);
  });

  it('a failed token fetch is code 500 "Network Error", and retry starts over', async () => {
    const { actor, calls } = run([], { tokenFails: true });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toEqual({ code: 500, message: 'Network Error' });
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('failed') && calls.fetchToken.length === 2);
    expect(calls.putFile).toHaveLength(0);
  });

  it('a failed record is a failure too', async () => {
    const { actor } = run([], { recordFails: true });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toEqual({ code: 500, message: 'record refused' });
  });

  it('helpers: keys and errors', () => {
    expect(objectKey('a/', 'b.jpg')).toBe('a/b.jpg');
    expect(objectKey('a', 'b.jpg')).toBe('a/b.jpg');
    expect(objectKey('', 'b.jpg')).toBe('b.jpg');
    expect(toUploadError(undefined)).toEqual({ code: 500, message: 'Upload failed' });
  });
});
