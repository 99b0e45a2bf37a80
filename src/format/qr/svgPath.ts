/** Light modules around the symbol that a reader needs to find it (ISO/IEC 18004 §6.3.8). */
export const QUIET_ZONE_MODULES = 4;

/**
 * The dark modules of a symbol as one SVG path in module units: a rectangle for each horizontal
 * run of dark modules, shifted by `offset` modules (the quiet zone) on both axes.
 */
export function modulesToSvgPath(modules: readonly (readonly boolean[])[], offset = QUIET_ZONE_MODULES): string {
  const parts: string[] = [];
  modules.forEach((line, row) => {
    let column = 0;
    while (column < line.length) {
      if (!line[column]) {
        column++;
        continue;
      }
      const start = column;
      while (line[column]) column++;
      const run = column - start;
      parts.push(`M${start + offset} ${row + offset}h${run}v1h-${run}z`);
    }
  });
  return parts.join('');
}
