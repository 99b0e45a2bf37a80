import { BitBuffer } from './bitBuffer';
import { reedSolomonRemainder } from './reedSolomon';
import { appendSegment, segmentBitLength, type Segment } from './segments';
import { blockLayout, dataCodewords, type ErrorCorrectionLevel } from './versions';

/** The pad codewords that fill the data capacity after the terminator (ISO/IEC 18004 §7.4.10). */
const PAD_CODEWORDS = [0xec, 0x11] as const;

/**
 * The data codewords of a symbol: the segment, a terminator of up to four zero bits, zeros up to a
 * byte boundary, then 0xEC 0x11 alternating until the capacity of the version and level is full.
 */
export function dataCodewordsOf(segment: Segment, version: number, level: ErrorCorrectionLevel): Uint8Array {
  const capacityBits = dataCodewords(version, level) * 8;
  if (segmentBitLength(segment, version) > capacityBits) {
    throw new RangeError(`the text does not fit version ${version}-${level}`);
  }
  const buffer = new BitBuffer();
  appendSegment(buffer, segment, version);
  buffer.append(0, Math.min(4, capacityBits - buffer.length));
  buffer.append(0, (8 - (buffer.length % 8)) % 8);
  const bytes = buffer.toBytes();
  const codewords = new Uint8Array(capacityBits / 8);
  codewords.set(bytes);
  for (let i = bytes.length; i < codewords.length; i++) codewords[i] = PAD_CODEWORDS[(i - bytes.length) % 2] ?? 0;
  return codewords;
}

/** One block: its data codewords and their error-correction codewords. */
export interface CodewordBlock {
  data: Uint8Array;
  ec: Uint8Array;
}

/** The data codewords split into blocks, each with its error-correction codewords. */
export function blocksOf(data: Uint8Array, version: number, level: ErrorCorrectionLevel): CodewordBlock[] {
  const { ecPerBlock, dataPerBlock } = blockLayout(version, level);
  let offset = 0;
  return dataPerBlock.map((length) => {
    const blockData = data.subarray(offset, offset + length);
    offset += length;
    return { data: blockData, ec: reedSolomonRemainder(blockData, ecPerBlock) };
  });
}

/**
 * The final codeword sequence (ISO/IEC 18004 §7.6): the data codewords of every block taken in
 * turn (first of block 1, first of block 2, …, a long block's extra codeword last), then the
 * error-correction codewords interleaved the same way.
 */
export function interleavedCodewords(data: Uint8Array, version: number, level: ErrorCorrectionLevel): Uint8Array {
  const blocks = blocksOf(data, version, level);
  const result: number[] = [];
  const longest = Math.max(...blocks.map((block) => block.data.length));
  for (let i = 0; i < longest; i++) {
    for (const block of blocks) if (i < block.data.length) result.push(block.data[i] ?? 0);
  }
  const ecLength = blocks[0]?.ec.length ?? 0;
  for (let i = 0; i < ecLength; i++) for (const block of blocks) result.push(block.ec[i] ?? 0);
  return Uint8Array.from(result);
}
