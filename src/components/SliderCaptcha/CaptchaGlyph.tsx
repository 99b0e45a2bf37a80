/**
 * Two drawings the shared icon set does not have yet (refresh, check), drawn the same way
 * (24×24, stroke 2, round caps, current colour) and always decorative: the control beside them is
 * named. Candidates for src/components/Icon/paths.ts.
 */
const glyphs = {
  refresh: ['M19.5 12a7.5 7.5 0 1 1-2.2-5.3', 'M19.5 4.5v4h-4'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
} as const;

export type CaptchaGlyphName = keyof typeof glyphs;

export function CaptchaGlyph({ name, size = 24 }: { name: CaptchaGlyphName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      {glyphs[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
