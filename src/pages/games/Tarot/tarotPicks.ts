/** How many face-down cards the deck shows. */
export const DECK_SIZE = 9;
/** How many cards a reading takes. */
export const PICKS_NEEDED = 3;

/**
 * The `picks` query value (`2,5,7`: cards 1 to DECK_SIZE, each once, at most three) as card
 * numbers; anything else in it (hostile or missing) is left out.
 */
export function parsePicks(value: string | null): number[] {
  if (!value) return [];
  const picks: number[] = [];
  for (const part of value.split(',').slice(0, DECK_SIZE)) {
    if (!/^\d{1,2}$/.test(part)) continue;
    const card = Number(part);
    if (card >= 1 && card <= DECK_SIZE && !picks.includes(card) && picks.length < PICKS_NEEDED) picks.push(card);
  }
  return picks;
}

/** The tarot address that keeps the picks (where sign-in brings the shopper back). */
export function tarotAddress(picks: readonly number[]): string {
  return picks.length > 0 ? `/m/tarot?picks=${picks.join(',')}` : '/m/tarot';
}

/** Picks after pressing a card: a picked card is put back, another is added while fewer than three are picked. */
export function togglePick(picks: readonly number[], card: number): number[] {
  if (picks.includes(card)) return picks.filter((pick) => pick !== card);
  return picks.length < PICKS_NEEDED ? [...picks, card] : [...picks];
}
