import images from 'virtual:content-images'

export interface ResolvedImage {
  url: string
  width: number
  height: number
  /** AVIF and WebP variants of a photo, best first; absent for vector art or when encoding failed. */
  sources?: { type: string; srcset: string }[]
}

export function resolveImage(src: string): ResolvedImage {
  const image = images[src]
  // Content is validated at build, so a miss here is a bug in the code that built the path.
  if (!image) throw new Error(`content/images/${src} does not exist`)
  return image
}
