import type { StoryContext } from '@storybook/react-vite';
import type { MswApi } from 'msw-storybook-addon/types';
import { isNetworkMode, networkHandlers, NETWORK_MODES } from '../mocks/network';

/** The "network" toolbar global: every story under a fault, on top of its own scenarios. */
export const networkGlobalType = {
  description: 'Network faults applied to every mocked endpoint',
  toolbar: {
    title: 'Network',
    icon: 'transfer',
    dynamicTitle: true,
    items: NETWORK_MODES.map((mode) => ({
      value: mode,
      title: {
        normal: 'Normal',
        slow: 'Slow (2.5 s)',
        offline: 'Offline',
        serverErrors: 'Server errors (5xx)',
        malformed: 'Malformed bodies',
      }[mode],
    })),
  },
};

/**
 * Runs after mswLoader (which resets the worker to the story's `parameters.msw.handlers`) and
 * puts the fault handlers in front of them.
 */
export function applyNetworkGlobal(context: StoryContext): void {
  const mode = context.globals.network;
  const worker = (context as StoryContext & { msw?: MswApi }).msw;
  if (!worker || !isNetworkMode(mode) || mode === 'normal') return;
  worker.use(...networkHandlers(mode));
}
