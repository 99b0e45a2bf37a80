// `npm test`: every check that gates a change, in order, stopping at the first that fails, with
// how long each took. Steps in one stage run side by side: the type check and lint are each
// single-threaded, so on a 2-core machine they take the time of the longer one. Their output is
// printed when each ends (not interleaved); the other steps print as they go.
import { spawn } from 'node:child_process';

/** The npm scripts of each stage, in order. */
const STAGES = [
  ['typecheck', 'lint'],
  ['test:all'],
  ['build'],
  ['size:check'],
  ['check:ssr'],
  ['check:journeys'],
  ['check:hostile'],
  ['check:hostile-routes'],
  ['check:host'],
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
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((script) => runScript(script, { buffered: stage.length > 1 })));
  for (const { script, code, seconds: took } of results) {
    times.push(`${script} ${took} s`);
    if (code !== 0 && !failed) failed = script;
  }
  if (failed) break;
}
console.log(`\nsteps: ${times.join(', ')}; ${seconds(started)} s in all`);
if (failed) {
  console.error(`npm test: ${failed} failed`);
  process.exit(1);
}
