// The visitor's pause choice for the hero video lasts for the visit (WCAG 2.2.2), so a reload
// or an in-page link does not start the video again behind their back.
export const HERO_VIDEO_PAUSED_KEY = 'culture-coded:hero-video-paused'

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>

export function readHeroVideoPaused(storage: SessionLike | undefined): boolean {
  try {
    return storage?.getItem(HERO_VIDEO_PAUSED_KEY) === 'true'
  } catch {
    return false
  }
}

export function storeHeroVideoPaused(storage: SessionLike | undefined, isPaused: boolean) {
  try {
    storage?.setItem(HERO_VIDEO_PAUSED_KEY, String(isPaused))
  } catch {
    // Storage refused (private mode, quota): the choice still holds until the page is left.
  }
}

/** The YouTube iframe API's command message (https://developers.google.com/youtube/iframe_api_reference). */
export function playerCommand(func: 'playVideo' | 'pauseVideo'): string {
  return JSON.stringify({ event: 'command', func, args: [] })
}
