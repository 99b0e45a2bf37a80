/**
 * Reading booking payloads as the mock handlers get them: every value is text, JSON bodies are
 * flattened (`store_ids[0]`, `biz_time[1][open]`) and queries repeat `key[]`.
 */
type Params = Readonly<Record<string, string>>;

/** The text of a parameter, when sent. */
export function textParam(params: Params, key: string): string | undefined {
  return params[key];
}

/** A number (NaN when the text is not one), or undefined when not sent or empty. */
export function numberParam(params: Params, key: string): number | undefined {
  const value = params[key];
  if (value === undefined || value.trim() === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
}

/** The items of a list parameter in order (`key[0]`, `key[1]` … or `key[]`), or undefined when not sent. */
export function listParam(params: Params, key: string): string[] | undefined {
  const indexed = Object.entries(params)
    .map(([name, value]) => ({ index: indexOf(name, key), value }))
    .filter((entry): entry is { index: number; value: string } => entry.index !== undefined)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.value);
  if (indexed.length > 0) return indexed;
  const bracket = params[`${key}[]`];
  return bracket === undefined ? undefined : [bracket];
}

function indexOf(name: string, key: string): number | undefined {
  if (!name.startsWith(`${key}[`)) return undefined;
  const match = /^\[(\d+)\]$/.exec(name.slice(key.length));
  return match ? Number(match[1]) : undefined;
}

/** The objects of a list of objects (`key[0][field]` …), each with the fields sent. */
export function objectListParam(params: Params, key: string): Record<string, string>[] {
  const rows = new Map<number, Record<string, string>>();
  for (const [name, value] of Object.entries(params)) {
    const match = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\[(\\d+)\\]\\[(\\w+)\\]$`).exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? {};
    row[match[2] ?? ''] = value;
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}
