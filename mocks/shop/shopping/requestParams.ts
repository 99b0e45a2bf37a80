/** Reading a mock request's parameters (they all arrive as text; lists are in `request.lists`). */
type Params = Readonly<Record<string, string>>;

/** A non-empty trimmed text, else undefined. */
export function textParam(params: Params, name: string): string | undefined {
  const value = params[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** A number (whole or decimal), else undefined. */
export function numberParam(params: Params, name: string): number | undefined {
  const value = textParam(params, name);
  if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}

/** 1 / true → true, 0 / false → false, else undefined. */
export function flagParam(params: Params, name: string): boolean | undefined {
  const value = textParam(params, name);
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/** Every value of a list parameter (`name[]` or `name[0]`, collected by core.ts), without empty ones. */
export function listParam(lists: Readonly<Record<string, readonly string[]>>, name: string): string[] {
  return (lists[name] ?? []).map((value) => value.trim()).filter((value) => value !== '');
}
