/** The parts of `navigator` sharing needs (injectable for tests). */
export interface ShareNavigator {
  share?: (data: { title?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a link with the Web Share API when the browser has it, else copies it to the clipboard.
 * The shopper closing the share sheet is `cancelled` (no message); a share that fails falls back
 * to copying.
 */
export async function shareLink(nav: ShareNavigator, data: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!nav.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
