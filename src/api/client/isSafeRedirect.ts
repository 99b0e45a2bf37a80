/** Where a redirect target may go: the shop's own origin, plus origins (or bare host names) on an allow-list. */
export interface RedirectPolicy {
  /** The shop's origin, e.g. `https://m.shop.example`. */
  readonly origin: string;
  /** Extra origins (`https://pay.example`) or host names (`pay.example`, https only). */
  readonly allowList?: readonly string[];
}

// Whitespace and invisible format characters (soft hyphen, zero-width, bidi controls, BOM).
const FORBIDDEN_VISIBLE = /[\s\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/u;

/** Whitespace, C0 and C1 control characters, or invisible format characters anywhere. */
function hasForbiddenChars(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return FORBIDDEN_VISIBLE.test(value);
}
const MAX_DECODE_ROUNDS = 4;

function decodeFully(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after several rounds: deliberately layered encoding, refuse.
  return undefined;
}

function allowedOrigins(policy: RedirectPolicy): { origins: Set<string>; hosts: Set<string> } {
  const origins = new Set<string>();
  const hosts = new Set<string>();
  for (const entry of [policy.origin, ...(policy.allowList ?? [])]) {
    if (entry.includes('://')) {
      try {
        origins.add(new URL(entry).origin);
      } catch {
        // An unparsable allow-list entry allows nothing.
      }
    } else if (entry.length > 0) {
      hosts.add(entry.toLowerCase());
    }
  }
  return { origins, hosts };
}

function resolvesToAllowed(candidate: string, policy: RedirectPolicy): boolean {
  if (candidate.length === 0) return false;
  if (hasForbiddenChars(candidate) || candidate.includes('\\')) return false;
  // Protocol-relative (`//evil.example`) never counts as a path.
  if (candidate.startsWith('//')) return false;
  // A scheme must be http(s) followed by '//': `https:evil.example` is refused, not read as a path.
  if (/^[a-z][a-z0-9+.-]*:/i.test(candidate) && !/^https?:\/\/[^/]/i.test(candidate)) return false;
  let url: URL;
  try {
    url = new URL(candidate, policy.origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username !== '' || url.password !== '') return false;
  const { origins, hosts } = allowedOrigins(policy);
  if (origins.has(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && hosts.has(url.hostname);
}

/**
 * True only when `target` is same-origin or on the allow-list, read both as written and fully
 * percent-decoded. Refuses script and data schemes in any letter case, protocol-relative and
 * backslash variants, credentials in the address, whitespace, control and invisible characters.
 */
export function isSafeRedirect(target: unknown, policy: RedirectPolicy): boolean {
  if (typeof target !== 'string') return false;
  const decoded = decodeFully(target);
  if (decoded === undefined) return false;
  return resolvesToAllowed(target, policy) && resolvesToAllowed(decoded, policy);
}
