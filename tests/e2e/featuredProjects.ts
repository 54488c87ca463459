// The featured projects as a test reads them: the cards (radios), the name each card shows and
// the one the details show, and a card's centre for the pointer.
import type { Page } from '@playwright/test'

export const cards = (page: Page) =>
  page.getByRole('radiogroup', { name: 'Featured projects' }).getByRole('radio')

export const detailsName = (page: Page) => page.locator('#projects article h3')

/** A card's first line of text that is not its "Winner" badge; the card is the label around its radio. */
export const cardName = async (page: Page, index: number) =>
  (
    await cards(page)
      .nth(index)
      .evaluate((radio) => ((radio.closest('label') ?? radio) as HTMLElement).innerText)
  )
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !/^winner$/i.test(line))!

export const cardCentre = (page: Page, index: number) =>
  cards(page)
    .nth(index)
    .evaluate((radio) => {
      const rect = (radio.closest('label') ?? radio).getBoundingClientRect()
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }
    })
