import { describe, expect, it } from 'vitest';
import { compareVersions, needsSpecialIosHeader, supportsCustomScreenSetup } from './appVersion';

describe('compareVersions', () => {
  it.each([
    ['10.4.25', '10.4.25', 0],
    ['10.4.3', '10.4.25', -1],
    ['10.10.0', '10.4.25', 1],
    ['4.9.59', '4.9.6', 1],
    ['4.9', '4.9.0', 0],
    ['5', '4.99.99', 1],
  ] as const)('%s vs %s is %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('supportsCustomScreenSetup (spec §6: iOS 10.4.25, Android 4.9.59)', () => {
  it.each([
    [3, '10.4.25', true],
    [3, '10.4.26', true],
    [3, '11.0', true],
    [3, '10.4.24', false],
    [3, '10.3.18', false],
    [2, '4.9.59', true],
    [2, '4.10.0', true],
    [2, '4.9.58', false],
    [2, '10.4.25', true],
    [3, '4.9.59', false],
    [1, '99.0.0', false],
    [3, undefined, false],
    [3, 'beta', false],
  ] as const)('platform %d version %s → %s', (platform, appVersion, expected) => {
    expect(supportsCustomScreenSetup({ platform, ...(appVersion ? { appVersion } : {}) })).toBe(expected);
  });
});

describe('needsSpecialIosHeader (spec §6: iOS 10.3.17 and 10.3.18)', () => {
  it.each([
    [3, '10.3.17', true],
    [3, '10.3.18', true],
    [3, '10.3.16', false],
    [3, '10.3.19', false],
    [3, '10.3.170', false],
    [2, '10.3.17', false],
    [1, '10.3.17', false],
    [3, undefined, false],
  ] as const)('platform %d version %s → %s', (platform, appVersion, expected) => {
    expect(needsSpecialIosHeader({ platform, ...(appVersion ? { appVersion } : {}) })).toBe(expected);
  });
});
