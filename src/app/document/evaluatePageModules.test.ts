import { describe, expect, it } from 'vitest';
import { evaluatePageModules } from './evaluatePageModules';

describe('evaluatePageModules', () => {
  it('imports the files in their order, one to a task', async () => {
    const steps: string[] = [];
    await evaluatePageModules(
      ['/assets/ui-A.js', '/assets/cart-B.js', '/assets/ListPage-C.js'],
      async (file) => {
        steps.push(`import ${file}`);
      },
      async () => {
        steps.push('next task');
      },
    );
    expect(steps).toEqual(['import /assets/ui-A.js', 'next task', 'import /assets/cart-B.js', 'next task', 'import /assets/ListPage-C.js', 'next task']);
  });

  it('goes on after a file that fails to load, and resolves', async () => {
    const imported: string[] = [];
    await expect(
      evaluatePageModules(
        ['/assets/a-1.js', '/assets/b-2.js'],
        async (file) => {
          imported.push(file);
          if (file === '/assets/a-1.js') throw new TypeError('Failed to fetch dynamically imported module');
        },
        async () => undefined,
      ),
    ).resolves.toBeUndefined();
    expect(imported).toEqual(['/assets/a-1.js', '/assets/b-2.js']);
  });

  it('does nothing for a page without files of its own', async () => {
    let calls = 0;
    await evaluatePageModules([], async () => void calls++, async () => void calls++);
    expect(calls).toBe(0);
  });
});
