// The Open Graph card's size, for the site's card and every team's: the build draws them at it and
// the page's head declares it. No imports, so the build's scripts run it from source.
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
