import { BitBuffer } from './bitBuffer';

/** The three modes this encoder uses; kanji and ECI are left out. */
export type QrMode = 'numeric' | 'alphanumeric' | 'byte';

const ALPHANUMERIC_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const MODE_INDICATOR: Record<QrMode, number> = { numeric: 0b0001, alphanumeric: 0b0010, byte: 0b0100 };

/** One run of text in one mode, as the data bits of a symbol hold it. */
export interface Segment {
  mode: QrMode;
  /** Characters for numeric and alphanumeric, bytes for byte mode. */
  count: number;
  /** The data bits, without mode indicator and character count. */
  data: BitBuffer;
}

/** The most compact mode that holds all of `text`: digits, then the 45-character set, then UTF-8 bytes. */
export function modeOf(text: string): QrMode {
  if (/^[0-9]*$/.test(text)) return 'numeric';
  if ([...text].every((char) => ALPHANUMERIC_CHARSET.includes(char))) return 'alphanumeric';
  return 'byte';
}

/** Bits of the character count indicator (ISO/IEC 18004 table 3), versions 1–9 and 10–26. */
export function characterCountBits(mode: QrMode, version: number): number {
  const small = version <= 9;
  if (mode === 'numeric') return small ? 10 : 12;
  if (mode === 'alphanumeric') return small ? 9 : 11;
  return small ? 8 : 16;
}

/** `text` as one segment in the most compact mode (ISO/IEC 18004 §7.4.3–7.4.5). */
export function makeSegment(text: string): Segment {
  const mode = modeOf(text);
  const data = new BitBuffer();
  if (mode === 'numeric') {
    // Groups of three digits in 10 bits; a last group of two in 7 bits, of one in 4.
    for (let i = 0; i < text.length; i += 3) {
      const group = text.slice(i, i + 3);
      data.append(Number(group), group.length * 3 + 1);
    }
    return { mode, count: text.length, data };
  }
  if (mode === 'alphanumeric') {
    // Pairs as 45·first + second in 11 bits; a last single character in 6.
    for (let i = 0; i < text.length; i += 2) {
      const first = ALPHANUMERIC_CHARSET.indexOf(text.charAt(i));
      if (i + 1 < text.length) data.append(first * 45 + ALPHANUMERIC_CHARSET.indexOf(text.charAt(i + 1)), 11);
      else data.append(first, 6);
    }
    return { mode, count: text.length, data };
  }
  const bytes = new TextEncoder().encode(text);
  for (const byte of bytes) data.append(byte, 8);
  return { mode, count: bytes.length, data };
}

/** The bits a segment takes in a version: mode indicator, character count and data. */
export function segmentBitLength(segment: Segment, version: number): number {
  return 4 + characterCountBits(segment.mode, version) + segment.data.length;
}

/** Whether the segment's character count fits its indicator in that version. */
export function countFits(segment: Segment, version: number): boolean {
  return segment.count < 2 ** characterCountBits(segment.mode, version);
}

/** Writes mode indicator, character count and data bits of a segment. */
export function appendSegment(buffer: BitBuffer, segment: Segment, version: number): void {
  buffer.append(MODE_INDICATOR[segment.mode], 4);
  buffer.append(segment.count, characterCountBits(segment.mode, version));
  buffer.appendBuffer(segment.data);
}
