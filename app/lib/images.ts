// A picture's files, from content/images through build/content-images.ts. Resolvers read one of its
// lists: contentImages.ts (every picture) or brandImages.ts (the site's own, for first screens).

export interface ResolvedImage {
  url: string
  width: number
  height: number
  /** AVIF and WebP variants of a photo, best first; absent for vector art or when encoding failed. */
  sources?: { type: string; srcset: string }[]
}

export function imageIn(images: Record<string, ResolvedImage>, src: string): ResolvedImage {
  const image = images[src]
  // Content is validated at build, so a miss here is a bug in the code that built the path.
  if (!image) throw new Error(`content/images/${src} is not in this list of pictures`)
  return image
}

/**
 * Starts loading an image exactly as a <picture> of it would (same source, same candidate), so a
 * later <ContentImage> of it is a cache hit. `onSettled` runs once it has loaded or failed.
 */
export function preloadImage(image: ResolvedImage, sizes: string, onSettled: () => void): void {
  const picture = document.createElement('picture')
  for (const source of image.sources ?? []) {
    const element = document.createElement('source')
    element.type = source.type
    element.srcset = source.srcset
    element.sizes = sizes
    picture.append(element)
  }
  const img = document.createElement('img')
  img.onload = onSettled
  img.onerror = onSettled
  img.decoding = 'async'
  picture.append(img)
  img.src = image.url
}
