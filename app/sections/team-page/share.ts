export interface ShareData {
  title: string
  text: string
  url: string
}

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare'>>

export type ShareOutcome = 'shared' | 'cancelled' | 'copy'

/**
 * The browser's share sheet where it has one; otherwise (or when it refuses this data) the caller
 * copies the address instead. A visitor closing the sheet is a choice, not a failure.
 */
export async function shareWithBrowser(nav: ShareNavigator, data: ShareData): Promise<ShareOutcome> {
  if (typeof nav.share !== 'function' || (nav.canShare && !nav.canShare(data))) return 'copy'
  try {
    await nav.share(data)
    return 'shared'
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'copy'
  }
}
