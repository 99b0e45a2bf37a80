/** A growing sequence of bits, most significant bit of each appended value first. */
export class BitBuffer {
  private readonly bits: number[] = [];

  get length(): number {
    return this.bits.length;
  }

  /** Appends the lowest `count` bits of `value`, highest of them first. */
  append(value: number, count: number): void {
    if (!Number.isInteger(count) || count < 0 || count > 31 || value >>> count !== 0) {
      throw new RangeError(`cannot append ${value} in ${count} bits`);
    }
    for (let i = count - 1; i >= 0; i--) this.bits.push((value >>> i) & 1);
  }

  /** Appends every bit of another buffer. */
  appendBuffer(other: BitBuffer): void {
    this.bits.push(...other.bits);
  }

  /** The bits packed into bytes, big-endian; a last partial byte is filled with zeros. */
  toBytes(): Uint8Array {
    const bytes = new Uint8Array(Math.ceil(this.bits.length / 8));
    this.bits.forEach((bit, i) => {
      bytes[i >>> 3] = (bytes[i >>> 3] ?? 0) | (bit << (7 - (i & 7)));
    });
    return bytes;
  }
}
