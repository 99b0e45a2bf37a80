import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuiltFile } from './builtFile';

describe('isBuiltFile (the preview serves files of the built app, everything else is a page)', () => {
  const appDir = mkdtempSync(join(tmpdir(), 'built-app-'));
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'assets/app.js'), '');

  it('finds a built file, also percent-encoded', () => {
    expect(isBuiltFile(appDir, '/assets/app.js')).toBe(true);
    expect(isBuiltFile(appDir, '/assets/%61pp.js')).toBe(true);
  });

  it('answers false, never throws, for a malformed escape, a climb out of the build or a page', () => {
    expect(isBuiltFile(appDir, '/m/brand/%E0%A4%A')).toBe(false);
    expect(isBuiltFile(appDir, '/%')).toBe(false);
    expect(isBuiltFile(appDir, '/../../etc/passwd')).toBe(false);
    expect(isBuiltFile(appDir, '/..%2F..%2Fetc%2Fpasswd')).toBe(false);
    expect(isBuiltFile(appDir, '/')).toBe(false);
    expect(isBuiltFile(appDir, '/m/shop_cart.php')).toBe(false);
  });
});
