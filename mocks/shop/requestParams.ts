/**
 * The one reader of a mock request's parameters: every handler reads query, form and JSON
 * parameters through it. Every value arrives as text; a JSON body is flattened the PHP way
 * (`store_ids[0]`, `biz_time[1][open]`).
 *
 * One rule for lists: a list arrives as `name[0]`, `name[1]` … (JSON bodies), as `name[]` once or
 * repeated (PHP-style forms and queries, the api client's way), or as plain `name` once or
 * repeated; indexed items come in their index's order, the others in the order they were sent.
 * The calls the spec sends comma-joined (the beauty profile's concerns and categories) are split
 * at commas where their handler asks for it (`{ commas: true }`).
 */
export type Params = Readonly<Record<string, string>>;
/** Every list a request names, by its name (see collectLists). */
export type Lists = Readonly<Record<string, readonly string[]>>;

const LIST_ITEM = /^([^[\]]+)(?:\[(\d*)\])?$/;

/** The lists of a request's parameters in the order they were sent (the keys `name`, `name[]` and `name[N]` alike). */
export function collectLists(entries: Iterable<readonly [string, string]>): Record<string, string[]> {
  const items = new Map<string, { index: number | null; value: string }[]>();
  for (const [key, value] of entries) {
    const match = LIST_ITEM.exec(key);
    const name = match?.[1];
    if (!name) continue;
    const index = match[2] === undefined || match[2] === '' ? null : Number(match[2]);
    const list = items.get(name) ?? [];
    list.push({ index, value });
    items.set(name, list);
  }
  const lists: Record<string, string[]> = {};
  for (const [name, list] of items) {
    const indexed = list.filter((item) => item.index !== null).sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    lists[name] = [...indexed, ...list.filter((item) => item.index === null)].map((item) => item.value);
  }
  return lists;
}

/** How a list is read: `commas` splits every item at commas (for the calls that send a list joined). */
export interface ListOptions {
  readonly commas?: boolean;
}

/** The items of a list as sent (trimmed, empty ones left out), or undefined when the request does not name it. */
export function sentListParam(lists: Lists, name: string, options: ListOptions = {}): string[] | undefined {
  const sent = lists[name];
  if (sent === undefined) return undefined;
  const items = options.commas ? sent.flatMap((item) => item.split(',')) : sent;
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/** The items of a list (trimmed, empty ones left out); none when not sent. */
export function listParam(lists: Lists, name: string, options: ListOptions = {}): string[] {
  return sentListParam(lists, name, options) ?? [];
}

/** A non-empty trimmed text, else undefined. */
export function textParam(params: Params, name: string): string | undefined {
  const value = params[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** A number (whole or decimal), else undefined (not sent, empty or not a number). */
export function numberParam(params: Params, name: string): number | undefined {
  const value = textParam(params, name);
  if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}

/** A whole number, else undefined (not sent, empty or not a whole number). */
export function intParam(params: Params, name: string): number | undefined {
  const value = textParam(params, name);
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isInteger(number) ? number : undefined;
}

/** The text exactly as sent (untrimmed, maybe empty), or undefined when not sent: for checks that tell an empty value from a missing one. */
export function sentTextParam(params: Params, name: string): string | undefined {
  return params[name];
}

/** A number as sent: NaN when the text is not one (for the caller to refuse), undefined when not sent or empty. */
export function sentNumberParam(params: Params, name: string): number | undefined {
  const value = params[name]?.trim();
  if (value === undefined || value === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** 1 / true → true, 0 / false → false, else undefined. */
export function flagParam(params: Params, name: string): boolean | undefined {
  const value = textParam(params, name);
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/** The objects of a list of objects (`name[0][field]` …), in index order, each with the fields sent. */
export function objectListParam(params: Params, name: string): Record<string, string>[] {
  const rows = new Map<number, Record<string, string>>();
  const prefix = `${name}[`;
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith(prefix)) continue;
    const match = /^\[(\d+)\]\[(\w+)\]$/.exec(key.slice(name.length));
    if (!match) continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? {};
    row[match[2] ?? ''] = value;
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}
