/** The minus or plus drawn as lines in the current text colour (decorative: the button is named). */
export function StepGlyph({ kind }: { kind: 'minus' | 'plus' }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 12h14" />
      {kind === 'plus' && <path d="M12 5v14" />}
    </svg>
  );
}
