import { useEffect, useMemo, useRef, type Ref } from 'react'
import { SurfaceButton } from '~/ui/SurfaceButton'
import type { GalleryItem } from '@content/schema.ts'
import { ContentImage } from '~/ui/ContentImage'
import { keepFocusedInView } from '~/ui/keepFocusedInView'
import { useRevealInChunks } from '~/lib/useRevealInChunks'
import { useLoadWhenIdle } from '~/lib/useLoadWhenIdle'
import { lazyPart, useLazyPart } from '~/lib/lazyPart'
import { Radio, RadioGroup } from '~/ui/RadioGroup'
import { SectionHeader } from '~/ui/SectionHeader'
import { useEdition } from '~/lib/edition'
import { container, section, visuallyHidden } from '@styles/utilities.css'
import { mediaQueries } from '@styles/tokens'
import { GALLERY_COLLAPSED_COUNT, GALLERY_FILTERS, roleBadge, type GalleryFilter } from './highlightsState'
import { useHighlights } from './useHighlights'
import { useStripScroll } from './useStripScroll'
import { StripArrows } from './StripArrows'
import * as styles from './highlights.css'
import { resolveImage } from '~/lib/contentImages'

const highlightDialog = lazyPart(() => import('./HighlightDialog'))
const TILE_SIZES = `${mediaQueries.desktopWidth} 15rem, 62vw`
// About a phone's screenful of the grown grid; the rest follow after a paint.
const GALLERY_FIRST_REVEAL = 6
const STRIP_ID = 'highlights-strip'

export function Highlights({ shuffleSeed }: { shuffleSeed: number }) {
  const { galleryItems, sectionHeaders } = useEdition()
  const gallery = useHighlights(galleryItems, shuffleSeed)
  useLoadWhenIdle(highlightDialog.load)
  const HighlightDialog = useLazyPart(
    highlightDialog,
    gallery.selected !== null,
    gallery.clearSelection,
  )?.default
  // "Show All" moves the control past every new tile, so focus goes to the first of them; "Show
  // Less" shrinks the grid above the visitor, so the control keeps focus and is brought back into
  // view (docs/decisions/0040-focus-after-show-all.md).
  const toggleRef = useRef<HTMLButtonElement>(null)
  const firstRevealedRef = useRef<HTMLButtonElement>(null)
  const toggled = useRef(false)
  useEffect(() => {
    if (!toggled.current) return
    toggled.current = false
    if (gallery.isListExpanded) firstRevealedRef.current?.focus()
    else toggleRef.current?.scrollIntoView({ block: 'center', inline: 'nearest' })
  }, [gallery.isListExpanded])
  // The tiles stay as they are while only the toggle or the filter's own state changes.
  const { select } = gallery
  const revealed = useRevealInChunks(gallery.shown.length, GALLERY_FIRST_REVEAL)
  const shown = useMemo(() => gallery.shown.slice(0, revealed), [gallery.shown, revealed])
  const tiles = useMemo(
    () =>
      shown.map((item, index) => (
        <li key={item.id} className={styles.item}>
          <HighlightTile
            item={item}
            onPress={() => select(item)}
            ref={index === GALLERY_COLLAPSED_COUNT ? firstRevealedRef : undefined}
          />
        </li>
      )),
    [shown, select],
  )
  const { stripRef, isAtStart, isAtEnd, step } = useStripScroll<HTMLUListElement>(tiles, gallery.listFilter)
  return (
    <section id="highlights" aria-labelledby="highlights-title" className={section}>
      <div className={container}>
        <SectionHeader copy={sectionHeaders.highlights} headingId="highlights-title" />
        <div className={styles.toolbar}>
          <RadioGroup
            aria-label="Filter highlights"
            orientation="horizontal"
            value={gallery.filter}
            onChange={(value) => gallery.setFilter(value as GalleryFilter)}
            className={styles.filters}
          >
            {GALLERY_FILTERS.map((filter) => (
              <Radio key={filter.id} value={filter.id} appearance="pill">
                {filter.label}
              </Radio>
            ))}
          </RadioGroup>
          <StripArrows stripId={STRIP_ID} isAtStart={isAtStart} isAtEnd={isAtEnd} step={step} />
        </div>
        <p role="status" className={visuallyHidden}>
          {gallery.announcement}
        </p>
        <ul
          ref={stripRef}
          id={STRIP_ID}
          className={[styles.strip, gallery.isListExpanded && styles.stripExpanded].filter(Boolean).join(' ')}
          aria-label="Highlights"
          onFocus={keepFocusedInView}
        >
          {tiles}
          {gallery.toggleLabel && (
            <li className={styles.item}>
              <SurfaceButton
                ref={toggleRef}
                className={styles.more}
                onPress={() => {
                  toggled.current = true
                  gallery.toggleExpanded()
                }}
              >
                {gallery.toggleLabel}
              </SurfaceButton>
            </li>
          )}
        </ul>
        {gallery.selected && HighlightDialog && (
          <HighlightDialog item={gallery.selected} onClose={gallery.clearSelection} />
        )}
      </div>
    </section>
  )
}

function HighlightTile({
  item,
  onPress,
  ref,
}: {
  item: GalleryItem
  onPress: () => void
  ref?: Ref<HTMLButtonElement>
}) {
  // A person's tile is named by its visible caption; a photo has no text, so its alt names it.
  return (
    <SurfaceButton
      className={styles.tile}
      aria-label={item.category === 'photos' ? `Open photo: ${item.alt}` : undefined}
      onPress={onPress}
      ref={ref}
    >
      <ContentImage
        image={resolveImage(item.src)}
        alt=""
        className={styles.tileFill}
        imgClassName={styles.tileImage}
        sizes={TILE_SIZES}
      />
      {item.category !== 'photos' && (
        <span className={styles.tileCaption}>
          <span className={styles.tileRole}>{roleBadge(item.category)}</span>
          <strong className={styles.tileName}>{item.name}</strong>
        </span>
      )}
    </SurfaceButton>
  )
}
