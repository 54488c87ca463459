// The Open Graph card's size, for the site's card and every team's.
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
