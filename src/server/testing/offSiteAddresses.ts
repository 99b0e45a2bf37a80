/**
 * Test-only: every way an attacker may write an address that leaves the shop into a return address
 * (`redirect`) or a backend link: other sites, scheme-relative, backslashes, encoded slashes,
 * `javascript:`, schemes in any case, tab and newline inside. The guards' unit tests and the hostile
 * routes check (scripts/hostile) share it. Plain data (a Node script imports it as it is).
 */
export const OFF_SITE_ADDRESSES: readonly string[] = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
  ' https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'HTTPS://EVIL.EXAMPLE/',
  'JAVASCRIPT:alert(1)',
  'https://evil\t.example/',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  'java\nscript:alert(1)',
  '/%09/evil.example',
];
