import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react'
import { preload } from 'react-dom'
import type { ResolvedImage } from '~/lib/images'
import { BROKEN_IMAGE_MARKER } from '~/lib/brokenImages'
import { ImageIcon } from './icons'
import * as styles from './image.css'

export interface ContentImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height'
> {
  /** The picture's files: `resolveImage` or `brandImage` of the path the content writes. */
  image: ResolvedImage
  alt: string
  /** Above the fold and the largest paint: loaded eagerly at high priority. */
  priority?: boolean
  /** Class for the <img> itself; `className` styles the frame around it. */
  imgClassName?: string
  /** How wide the image is drawn, for choosing among a photo's variants (the `sizes` attribute). */
  sizes?: string
}

/** An image from content/, with its intrinsic size reserved and 'Failed to load' when it cannot load. */
export function ContentImage({
  image,
  alt,
  priority = false,
  className,
  imgClassName,
  onError,
  loading,
  fetchPriority,
  sizes = '100vw',
  ...props
}: ContentImageProps) {
  // The largest paint is asked for from the <head>, ahead of the stylesheet and scripts: the
  // preload scanner would otherwise meet it only in the body. A preload cannot hold a <picture>'s
  // choice of formats, so it names the first (best) format, which the browser takes only if it can.
  const [best] = image.sources ?? []
  if (priority) {
    preload(image.url, {
      as: 'image',
      fetchPriority: 'high',
      ...(best && { imageSrcSet: best.srcset, imageSizes: sizes, type: best.type }),
    })
  }
  const [hasFailed, setHasFailed] = useState(false)
  const imageRef = useRef<HTMLImageElement>(null)
  // An image that failed before hydration fired its error event before React was listening;
  // the head script marked it.
  useEffect(() => {
    if (imageRef.current?.hasAttribute(BROKEN_IMAGE_MARKER)) setHasFailed(true)
  }, [])
  return (
    <span className={[styles.frame, className].filter(Boolean).join(' ')}>
      <Picture sources={image.sources} sizes={sizes}>
        <img
          {...props}
          ref={imageRef}
          src={image.url}
          alt={alt}
          width={image.width}
          height={image.height}
          loading={loading ?? (priority ? 'eager' : 'lazy')}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : fetchPriority}
          className={[styles.image, imgClassName].filter(Boolean).join(' ')}
          onError={(event) => {
            setHasFailed(true)
            onError?.(event)
          }}
        />
      </Picture>
      {hasFailed && (
        <span
          className={styles.failed}
          role="img"
          aria-label={alt ? `${alt}: failed to load` : 'Image failed to load'}
        >
          <ImageIcon />
          <span aria-hidden="true">Failed to load</span>
        </span>
      )}
    </span>
  )
}

function Picture({
  sources,
  sizes,
  children,
}: {
  sources?: { type: string; srcset: string }[]
  sizes: string
  children: ReactNode
}) {
  if (!sources?.length) return children
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {children}
    </picture>
  )
}
