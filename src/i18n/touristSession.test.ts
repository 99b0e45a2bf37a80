import { describe, expect, it } from 'vitest';
import { isChineseTouristSession, rememberChineseTourist, TOURIST_SESSION_KEY } from './touristSession';
import type { TouristSessionStorage } from './touristSession';

function memoryStorage(): TouristSessionStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

const throwing: TouristSessionStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('quota', 'QuotaExceededError');
  },
};

describe('Chinese tourist session lock', () => {
  it('is off in a fresh session', () => {
    expect(isChineseTouristSession(memoryStorage())).toBe(false);
  });

  it('stays on for the session once set', () => {
    const storage = memoryStorage();
    expect(rememberChineseTourist(storage)).toBe(true);
    expect(isChineseTouristSession(storage)).toBe(true);
    expect(rememberChineseTourist(storage)).toBe(true);
    expect(isChineseTouristSession(storage)).toBe(true);
  });

  it('is kept under its own key, and only its own mark turns it on', () => {
    const storage = memoryStorage();
    storage.setItem(TOURIST_SESSION_KEY, 'false');
    expect(isChineseTouristSession(storage)).toBe(false);
    rememberChineseTourist(storage);
    expect(storage.getItem(TOURIST_SESSION_KEY)).not.toBeNull();
  });

  it.each<[string, TouristSessionStorage | null | undefined]>([
    ['throwing storage (Safari private mode)', throwing],
    ['no storage', null],
    ['undefined storage', undefined],
  ])('tolerates %s', (_label, storage) => {
    expect(rememberChineseTourist(storage)).toBe(false);
    expect(isChineseTouristSession(storage)).toBe(false);
  });
});
