// Shared by the browser checks on the built app (hydration-check.mjs, journeys-check.mjs): starts
// `npm run preview` (the built app rendered by the built server entry, the mock backend behind it
// over real HTTP) on free ports, and launches the pinned Chromium.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from 'playwright';
import { browserLaunch } from '../.storybook/browser-launch.ts';

/** A port free on 127.0.0.1 now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the preview; resolves with its origin and a stop function once it listens. `world`:
 * `shared` (one shop for every browser context, the preview's default) or `session` (a shop per
 * context, for checks whose contexts run side by side and must not see each other).
 */
export async function startPreview({ world = 'shared' } = {}) {
  const [mockPort, previewPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['mocks/run.mjs', 'preview'], {
    env: { ...process.env, MOCK_PORT: String(mockPort), PREVIEW_PORT: String(previewPort), MOCK_WORLD: world },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`preview did not start:\n${output}`)), 60_000);
    const read = (chunk) => {
      output += chunk;
      const match = /Local:\s+(http:\/\/[^\s/]+)/.exec(stripVTControlCharacters(output));
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`preview exited with ${code}:\n${output}`)));
  });
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** The pinned Chromium (without its single-process flag, see browserLaunch), headless. */
export async function launchBrowser() {
  return chromium.launch({ ...(await browserLaunch()), headless: true });
}
