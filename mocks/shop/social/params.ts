/**
 * Reading a mock request's parameters (they arrive as text). A list arrives as `name[0]`,
 * `name[1]` (JSON bodies), `name[]` (PHP-style form or query) or a single `name`.
 */
export function listParam(params: Readonly<Record<string, string>>, name: string): string[] {
  const indexed = Object.keys(params)
    .map((key) => ({ key, match: new RegExp(`^${name}\\[(\\d+)\\]$`).exec(key) }))
    .filter((entry): entry is { key: string; match: RegExpExecArray } => entry.match !== null)
    .sort((a, b) => Number(a.match[1]) - Number(b.match[1]))
    .map((entry) => params[entry.key] ?? '');
  const values = indexed.length > 0 ? indexed : [params[`${name}[]`], params[name]].filter((value): value is string => value !== undefined);
  return values.filter((value) => value !== '');
}

/** A whole number parameter, or undefined when absent or not a whole number. */
export function intParam(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) ? number : undefined;
}

/** Characters as a reader counts them (a Thai vowel mark or an emoji is one). */
export { countGraphemes as textLength } from '../../../src/format/text';
