/** The puzzle image is 310×155 px (spec §2 and §7: "Captcha popup 310x155 px"), the server's image size. */
export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;

/** The usual width of the server's puzzle piece, in px. */
export const DEFAULT_PIECE_WIDTH = 50;

/**
 * How far the piece (and the handle under it, moved 1:1) can travel: until the piece's right edge,
 * or the handle's, reaches the image's right edge, whichever comes first.
 */
export function maxOffsetFor(pieceWidth: number, handleWidth: number): number {
  return Math.max(0, PUZZLE_WIDTH - Math.max(pieceWidth, handleWidth));
}

/** An offset rounded to a whole pixel and kept within [0, max]. */
export function clampOffset(offset: number, max: number): number {
  if (!Number.isFinite(offset)) return 0;
  return Math.min(max, Math.max(0, Math.round(offset)));
}

/**
 * The keyboard's move for a key, in px: arrows by 1 (with Shift by 10), Page Up / Page Down by 10;
 * Home and End jump to the ends. Null for keys that do not move the slider.
 */
export function keyboardTarget(key: string, shiftKey: boolean, offset: number, max: number): number | null {
  const step = shiftKey ? 10 : 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampOffset(offset + step, max);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampOffset(offset - step, max);
    case 'PageUp':
      return clampOffset(offset + 10, max);
    case 'PageDown':
      return clampOffset(offset - 10, max);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return null;
  }
}
