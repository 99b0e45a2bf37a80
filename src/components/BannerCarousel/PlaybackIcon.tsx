/** Pause (two bars) or play (triangle), drawn like the icon set: 24×24, current colour. */
export function PlaybackIcon({ playing }: { playing: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false">
      {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5l11 7-11 7z" />}
    </svg>
  );
}
