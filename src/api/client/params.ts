/** A value a payload may hold. */
export type ParamValue = string | number | boolean | null | undefined | readonly ParamValue[] | { readonly [key: string]: ParamValue };
export type Params = { readonly [key: string]: ParamValue };

/** spec §7: the values every request adds when known. */
export interface SessionValues {
  lang?: string;
  /** 1 web, 2 Android app, 3 iOS app. */
  platform?: 1 | 2 | 3;
  version?: string;
  type?: string;
  longitude?: number | string;
  latitude?: number | string;
  is_chinese_tourists?: 0 | 1 | boolean;
  usersecre?: string;
  sessionid?: string;
}

export const COMMON_PARAM_NAMES = [
  'lang',
  'platform',
  'version',
  'type',
  'longitude',
  'latitude',
  'is_chinese_tourists',
  'usersecre',
  'sessionid',
] as const satisfies readonly (keyof SessionValues)[];

/** The common parameters that are known (undefined, null and empty strings are left out). */
export function commonParams(values: SessionValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of COMMON_PARAM_NAMES) {
    const value = values[name];
    if (value === undefined || value === null || value === '') continue;
    out[name] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  }
  return out;
}

/** Flattens a payload into key/value pairs the PHP way: `a[b]=1`, `list[]=x`. */
export function flattenParams(params: Params, prefix = ''): [string, string][] {
  const pairs: [string, string][] = [];
  const add = (key: string, value: ParamValue): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value as readonly ParamValue[]) add(`${key}[]`, item);
    } else if (typeof value === 'object') {
      pairs.push(...flattenParams(value as Params, key));
    } else {
      pairs.push([key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value)]);
    }
  };
  for (const [name, value] of Object.entries(params)) add(prefix ? `${prefix}[${name}]` : name, value);
  return pairs;
}

/** Fills `{name}` placeholders of a path from the payload and returns the rest of the payload. */
export function fillPath(path: string, params: Params): { path: string; rest: Params } {
  const rest: Record<string, ParamValue> = { ...params };
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(value === undefined || value === null ? '' : String(value));
  });
  return { path: filled, rest };
}
