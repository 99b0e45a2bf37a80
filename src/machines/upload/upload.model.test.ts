import { it } from 'vitest';
import type { StorageToken } from '../../api';
import { expectFullCoverage, runModelTest } from '../testing/modelTest';
import { uploadMachine } from './upload.machine';

const token: StorageToken = {
  region: 'oss-ap-southeast-7',
  access_key_id: 'STS.id',
  access_key_secret: 'secret',
  security_token: 'sts',
  oss_bucket: 'beauty-shop-upload',
  oss_directory: 'refund/2025/03/',
  request_id: 'REQ-1',
};

it('upload: every transition and state is covered', async () => {
  const coverage = await runModelTest({
    machine: uploadMachine,
    input: { file: new Blob(['photo'], { type: 'image/jpeg' }), objectName: 'photo-1.jpg' },
    events: [
      { type: 'xstate.done.actor.fetchToken', output: token },
      { type: 'xstate.error.actor.fetchToken', error: new Error('Network Error') },
      { type: 'put.progress', loaded: 50, total: 100 },
      { type: 'put.done' },
      { type: 'put.failed', expired: true, message: 'SecurityTokenExpired' },
      { type: 'put.failed', expired: false, message: 'Upload failed (500)' },
      { type: 'xstate.done.actor.refreshToken', output: token },
      { type: 'xstate.error.actor.refreshToken', error: new Error('Network Error') },
      { type: 'xstate.done.actor.recordUpload', output: { url: 'https://cdn.example/refund/photo-1.jpg', path: 'refund/2025/03/photo-1.jpg' } },
      { type: 'xstate.error.actor.recordUpload', error: new Error('record failed') },
      { type: 'retry' },
    ],
    // The file is a Blob (not serialisable): the vertex is the state and the flags that steer it.
    serialize: (snapshot) => ({
      value: snapshot.value,
      refreshed: snapshot.context.refreshed,
      token: snapshot.context.token !== null,
      progress: snapshot.context.progress,
      failed: snapshot.context.error !== null,
    }),
  });
  expectFullCoverage(coverage);
});
