import type { Locator } from '@playwright/test'
import sharp from 'sharp'

type Rgb = readonly [number, number, number]

/** WCAG 2.2 relative luminance of an sRGB colour (0-255 channels). */
export function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** 'rgb(1, 2, 3)' or 'rgba(1, 2, 3, 0.5)' → [1, 2, 3] (the alpha is the caller's to check). */
export function parseRgb(css: string): Rgb {
  const [r, g, b] = css.match(/[\d.]+/g)!.map(Number) as [number, number, number]
  return [r, g, b]
}

/**
 * The lowest contrast between a text element's colour and any pixel under it, measured from a
 * screenshot of its box with the text itself made transparent, so only what is behind it counts.
 */
export async function lowestContrastUnderText(text: Locator): Promise<number> {
  const colour = parseRgb(await text.evaluate((el) => getComputedStyle(el).color))
  await text.evaluate((el) => {
    ;(el as HTMLElement).style.setProperty('color', 'transparent', 'important')
    ;(el as HTMLElement).style.setProperty('text-shadow', 'none', 'important')
  })
  try {
    const png = await text.screenshot({ scale: 'css', animations: 'disabled' })
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    let lowest = Infinity
    for (let i = 0; i < info.width * info.height; i++) {
      const pixel: Rgb = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!]
      lowest = Math.min(lowest, contrastRatio(colour, pixel))
    }
    return lowest
  } finally {
    await text.evaluate((el) => {
      ;(el as HTMLElement).style.removeProperty('color')
      ;(el as HTMLElement).style.removeProperty('text-shadow')
    })
  }
}
