import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import * as machineExports from '../../src/machinesPackage';
import * as sessionExports from '../../src/session';

/**
 * Every state of every machine has a story showing the real UI in that state: a story declares
 * the states it shows with `parameters.flowStates` (state node ids such as `captcha.open.verifying`).
 */
const storyModules: Record<string, Record<string, unknown>> = import.meta.glob('./**/*.stories.tsx', { eager: true });

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value && 'provide' in value;
}

function leavesOf(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states).filter((child) => child.type !== 'history');
  return children.length === 0 ? [node] : children.flatMap(leavesOf);
}

const machines = new Map<string, AnyStateMachine>();
for (const value of [...Object.values(machineExports), ...Object.values(sessionExports)]) {
  if (isMachine(value)) machines.set(value.id, value);
}

const shown = new Map<string, string[]>();
for (const [file, module] of Object.entries(storyModules)) {
  for (const [name, story] of Object.entries(module)) {
    if (name === 'default' || typeof story !== 'object' || story === null) continue;
    const states = (story as { parameters?: { flowStates?: unknown } }).parameters?.flowStates;
    if (!Array.isArray(states)) continue;
    for (const id of states) {
      if (typeof id === 'string') shown.set(id, [...(shown.get(id) ?? []), `${file} ${name}`]);
    }
  }
}

describe('state stories', () => {
  it('finds the machines', () => {
    expect(machines.size).toBeGreaterThan(0);
  });

  for (const [id, machine] of machines) {
    it(`${id}: every state has a story`, () => {
      const leaves = leavesOf(machine.root).map((node) => node.id);
      const withoutStory = leaves.filter((leaf) => !shown.has(leaf));
      console.info(`stories ${id}: ${leaves.length - withoutStory.length}/${leaves.length} states`);
      expect(withoutStory, `states of ${id} without a story (parameters.flowStates)`).toEqual([]);
    });
  }

  it('names only states that exist', () => {
    const known = new Set([...machines.values()].flatMap((machine) => leavesOf(machine.root).map((node) => node.id)));
    const unknown = [...shown.entries()].filter(([id]) => !known.has(id)).map(([id, where]) => `${id} (${where.join(', ')})`);
    expect(unknown).toEqual([]);
  });
});
