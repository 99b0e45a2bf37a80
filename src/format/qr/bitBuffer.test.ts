import { describe, expect, it } from 'vitest';
import { BitBuffer } from './bitBuffer';

describe('BitBuffer', () => {
  it('appends values most significant bit first and packs them big-endian', () => {
    const buffer = new BitBuffer();
    buffer.append(0b0001, 4);
    buffer.append(8, 10);
    buffer.append(1, 1);
    expect(buffer.length).toBe(15);
    expect([...buffer.toBytes()]).toEqual([0b00010000, 0b00100010]);
  });

  it('appends another buffer', () => {
    const first = new BitBuffer();
    first.append(0b101, 3);
    const second = new BitBuffer();
    second.append(0b11111, 5);
    first.appendBuffer(second);
    expect([...first.toBytes()]).toEqual([0b10111111]);
  });

  it('refuses a value that does not fit its width', () => {
    expect(() => new BitBuffer().append(16, 4)).toThrow(RangeError);
  });
});
