/**
 * Deterministic inline SVG images for stories (no network): a tinted square with a simple bottle,
 * banner or avatar drawing. Colours live here, in stories, not in src.
 */
const tints = ['#ffe0ea', '#dfeefe', '#dcf5e6', '#fff3d6', '#eeeef0', '#fde2e2'] as const;
const inks = ['#c81e57', '#1c5fb8', '#137a3c', '#8a5a00', '#3f3f46', '#c0262d'] as const;

const uri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A product shot: a bottle on a tinted background. */
export function productImage(seed: number): string {
  const bg = tints[seed % tints.length];
  const ink = inks[seed % inks.length];
  return uri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="${bg}"/><rect x="120" y="60" width="60" height="30" rx="6" fill="${ink}"/><rect x="95" y="90" width="110" height="160" rx="24" fill="${ink}" opacity="0.85"/><rect x="115" y="140" width="70" height="50" rx="6" fill="#ffffff" opacity="0.8"/></svg>`,
  );
}

/** A wide promotion banner (750×360) with shapes. */
export function bannerImage(seed: number): string {
  const bg = inks[seed % inks.length];
  const fg = tints[seed % tints.length];
  return uri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360" viewBox="0 0 750 360"><rect width="750" height="360" fill="${bg}"/><circle cx="${560 - seed * 30}" cy="180" r="130" fill="${fg}" opacity="0.5"/><rect x="60" y="110" width="${260 + seed * 20}" height="40" rx="8" fill="${fg}"/><rect x="60" y="170" width="200" height="24" rx="6" fill="${fg}" opacity="0.7"/><rect x="60" y="230" width="140" height="44" rx="22" fill="#ffffff"/></svg>`,
  );
}

/** A round avatar or logo: a tinted disc with a simple mark. */
export function avatarImage(seed: number): string {
  const bg = tints[seed % tints.length];
  const ink = inks[seed % inks.length];
  return uri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="${bg}"/><circle cx="60" cy="48" r="22" fill="${ink}"/><path d="M20 112a40 40 0 0 1 80 0z" fill="${ink}"/></svg>`,
  );
}

/** A tall community cover (300×400). */
export function coverImage(seed: number): string {
  const bg = tints[seed % tints.length];
  const ink = inks[seed % inks.length];
  return uri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><rect width="300" height="400" fill="${bg}"/><circle cx="150" cy="160" r="80" fill="${ink}" opacity="0.6"/><rect x="60" y="280" width="180" height="20" rx="6" fill="${ink}"/><rect x="90" y="312" width="120" height="14" rx="5" fill="${ink}" opacity="0.6"/></svg>`,
  );
}
