import { it } from 'vitest';
import { expectFullCoverage, runModelTest } from '../testing/modelTest';
import { chunkReloadMachine } from './chunkReload.machine';

const at = 1_741_946_400_000;

it('chunkReload: every transition and state is covered', async () => {
  const coverage = await runModelTest({
    machine: chunkReloadMachine,
    input: {},
    events: [
      { type: 'chunk.failed', at },
      { type: 'retry', at: at + 5_000 },
      { type: 'xstate.done.actor.readLastReload', output: null },
      { type: 'xstate.done.actor.readLastReload', output: at - 10_000 },
      { type: 'xstate.error.actor.readLastReload', error: new Error('storage') },
      { type: 'xstate.done.actor.writeLastReload', output: undefined },
      { type: 'xstate.error.actor.writeLastReload', error: new Error('storage full') },
    ],
  });
  expectFullCoverage(coverage);
});
