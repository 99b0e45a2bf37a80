// `npm test`: every check that gates a change, in order, stopping at the first that fails, with
// how long each took. Steps in one stage run side by side, two at a time, in the order listed:
// the type check and lint are each single-threaded, and each check on the built app keeps about
// one core busy (its preview server and Chromium), so on a 2-core machine two of them take little
// longer than one. A stage of several steps prints each step's output when it ends (not
// interleaved); a stage of one step prints as it goes.
import { spawn } from 'node:child_process';

/** How many steps of a stage run at once. */
const SIDE_BY_SIDE = 2;

/**
 * The npm scripts of each stage, in order. The checks on the built app come longest first, so
 * the two lines of work end close together.
 */
const STAGES = [
  ['typecheck', 'lint'],
  ['test:all'],
  ['build'],
  ['size:check'],
  ['check:hostile-routes', 'check:ssr', 'check:storybook', 'check:hostile', 'check:journeys', 'check:host'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

/** Runs `npm run <script>`; its output goes straight through, or is kept and printed at its end. */
function runScript(script, { buffered }) {
  return new Promise((resolve) => {
    const began = Date.now();
    const child = spawn(npm, ['run', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const end = (code) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve({ script, code, seconds: seconds(began) });
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.once('exit', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
const times = [];
let failed = null;
/**
 * Runs a stage's scripts at most SIDE_BY_SIDE at a time, each next one as soon as one ends; once a
 * script has failed no more are started (those running finish). Records each script's time.
 */
async function runStage(stage) {
  const waiting = [...stage];
  const lane = async () => {
    for (let script = waiting.shift(); script !== undefined && !failed; script = waiting.shift()) {
      const { code, seconds: took } = await runScript(script, { buffered: stage.length > 1 });
      times.push(`${script} ${took} s`);
      if (code !== 0 && !failed) failed = script;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SIDE_BY_SIDE, stage.length) }, lane));
}

for (const stage of STAGES) {
  await runStage(stage);
  if (failed) break;
}
console.log(`\nsteps: ${times.join(', ')}; ${seconds(started)} s in all`);
if (failed) {
  console.error(`npm test: ${failed} failed`);
  process.exit(1);
}
