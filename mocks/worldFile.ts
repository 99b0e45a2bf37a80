import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { isSeedName } from './shop/seedNames';
import type { ShopPersistence } from './shop/sessions';
import { buildWorld } from './shop/sessionView';
import type { ShopState } from './shop/state';

/** What the first line of a shop file says it is, and the version of the shop's records it holds. */
export const WORLD_FILE_FORMAT = 'beauty-storefront shop';
export const WORLD_FILE_VERSION = 1;

/** The slices of a shop and the names of their records: a file whose shop differs is of another version. */
function shapeOf(state: ShopState): string {
  return (['account', 'shopping', 'social', 'booking'] as const).map((slice) => `${slice}:${Object.keys(state[slice]).sort().join(',')}`).join('|');
}

let expectedShape: string | undefined;
const currentShape = () => (expectedShape ??= shapeOf(buildWorld('guest')));

/** What reading a shop file gave: nothing there, the shop it holds, or why it was refused. */
export type WorldFileRead = { readonly kind: 'absent' } | { readonly kind: 'loaded'; readonly state: ShopState } | { readonly kind: 'refused'; readonly reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shop a file's text holds, or why it is not a shop of this version (nothing is half taken). */
export function parseWorldFile(text: string): { state: ShopState } | { reason: string } {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    return { reason: `it is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!isRecord(file) || file.format !== WORLD_FILE_FORMAT) return { reason: `it is not a shop file (no "format": "${WORLD_FILE_FORMAT}")` };
  if (file.version !== WORLD_FILE_VERSION) return { reason: `it holds a shop of version ${JSON.stringify(file.version)}, this one reads version ${WORLD_FILE_VERSION}` };
  const state = file.state;
  if (!isRecord(state) || !isSeedName(state.seed) || !isRecord(state.clock) || typeof state.clock.minutes !== 'number' || !isRecord(state.ids) || typeof state.created !== 'number') {
    return { reason: 'its shop lacks the seed, the clock, the ids or the count of created records' };
  }
  if (!(['account', 'shopping', 'social', 'booking'] as const).every((slice) => isRecord(state[slice]))) return { reason: 'its shop lacks one of account, shopping, social or booking' };
  // Checked above: the four slices and the scalars are there; the records' names are compared next.
  const shop = state as unknown as ShopState;
  if (shapeOf(shop) !== currentShape()) return { reason: 'its shop has other records than this version keeps' };
  return { state: shop };
}

export function readWorldFile(path: string): WorldFileRead {
  if (!existsSync(path)) return { kind: 'absent' };
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { kind: 'refused', reason: `it could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = parseWorldFile(text);
  return 'state' in parsed ? { kind: 'loaded', state: parsed.state } : { kind: 'refused', reason: parsed.reason };
}

/** The shop's text as a file holds it. */
export function worldFileText(state: ShopState): string {
  return JSON.stringify({ format: WORLD_FILE_FORMAT, version: WORLD_FILE_VERSION, state });
}

/**
 * The shared shop kept in a file (`MOCK_STATE=path`): read at start — a file that is corrupt or of
 * another version is refused, `onRefused` is told why, and the shop starts from the seed — and
 * written whenever it changed, to a temporary file then renamed over the old one, so the file is
 * always a whole shop.
 */
export function worldFilePersistence(path: string, onRefused: (message: string) => void): ShopPersistence {
  let written: string | undefined;
  return {
    load() {
      const read = readWorldFile(path);
      if (read.kind === 'refused') onRefused(`The shop file ${path} was not loaded: ${read.reason}. The shop starts from the seed, and the file will be replaced at the first change.`);
      if (read.kind !== 'loaded') return undefined;
      written = worldFileText(read.state);
      return read.state;
    },
    save(state) {
      const text = worldFileText(state);
      if (text === written) return;
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, text);
      renameSync(temporary, path);
      written = text;
    },
  };
}
