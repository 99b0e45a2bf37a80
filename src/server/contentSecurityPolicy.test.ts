import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './contentSecurityPolicy';

const directive = (policy: string, name: string): string | undefined =>
  policy.split('; ').find((entry) => entry === name || entry.startsWith(`${name} `));

describe('the content security policy', () => {
  it('allows scripts only with the nonce, never eval or inline without it', () => {
    const policy = contentSecurityPolicy('abc123==');
    expect(directive(policy, 'script-src')).toBe("script-src 'nonce-abc123==' 'strict-dynamic' 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'nonce-abc123=='");
  });

  it('adds the host origins to connect-src and frame-ancestors', () => {
    const policy = contentSecurityPolicy('n0nce', { connectOrigins: ['https://api.example.com', 'https://vault.example.com:8443'], frameAncestors: ['https://*.example.com'] });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://*.aliyuncs.com https://api.example.com https://vault.example.com:8443");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self' https://*.example.com");
  });

  it.each([
    ["https://api.example.com; script-src 'unsafe-inline'"],
    ["'unsafe-eval'"],
    ['javascript:alert(1)'],
    ['https://api.example.com/path'],
    ['*'],
  ])('refuses %s as an origin', (origin) => {
    expect(() => contentSecurityPolicy('n0nce', { connectOrigins: [origin] })).toThrow(/origins/);
  });

  it('refuses a nonce that could end the directive', () => {
    expect(() => contentSecurityPolicy("x' 'unsafe-inline")).toThrow(/base64/);
    expect(() => contentSecurityPolicy('a;b')).toThrow(/base64/);
  });

  it('makes a fresh base64 nonce of 128 bits each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
