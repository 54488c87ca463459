import { useEffect, useRef, useState } from 'react'
import { site } from '@content/site.ts'
import { controls } from '@content/controls.ts'
import { Button } from '~/ui/Button'
import { ContentImage } from '~/ui/ContentImage'
import { PauseIcon, PlayIcon } from '~/ui/icons'
import * as buttonStyles from '~/ui/button.css'
import { container, gradientText, lede } from '@styles/utilities.css'
import { playerCommand, readHeroVideoPaused, storeHeroVideoPaused } from './heroVideoChoice'
import { useVideoFacade } from './useVideoFacade'
import * as styles from './hero.css'
import { brandImage } from '~/lib/brandImages'
import { VIDEO_EMBED_ORIGIN } from '~/lib/videoEmbed'

function youtubeEmbedUrl(id: string, pageOrigin?: string, { autoplay = true } = {}): string {
  const params = new URLSearchParams({
    enablejsapi: '1',
    ...(pageOrigin ? { origin: pageOrigin } : {}),
    autoplay: autoplay ? '1' : '0',
    mute: '1',
    loop: '1',
    playlist: id,
    controls: '0',
    playsinline: '1',
    rel: '0',
    modestbranding: '1',
    disablekb: '1',
  })
  return `${VIDEO_EMBED_ORIGIN}/embed/${id}?${params}`
}

export function Hero() {
  const isVideoWanted = useVideoFacade()
  // The player fades in over the poster only once the player itself has spoken: a blocked or
  // offline embed also fires `load` (on the browser's error page), and must leave the poster alone.
  const [isVideoLoaded, setIsVideoLoaded] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  // Read once the video is wanted (after load, on the client): the server knows no choice.
  const [isPaused, setIsPaused] = useState<boolean | null>(null)
  const [startsPaused, setStartsPaused] = useState(false)
  if (isVideoWanted && isPaused === null) {
    const stored = readHeroVideoPaused(window.sessionStorage)
    setIsPaused(stored)
    setStartsPaused(stored)
  }
  useEffect(() => {
    if (!isVideoLoaded || isPaused === null) return
    frameRef.current?.contentWindow?.postMessage(
      playerCommand(isPaused ? 'pauseVideo' : 'playVideo'),
      VIDEO_EMBED_ORIGIN,
    )
  }, [isVideoLoaded, isPaused])
  function togglePaused() {
    const next = !isPaused
    setIsPaused(next)
    storeHeroVideoPaused(window.sessionStorage, next)
  }
  useEffect(() => {
    if (!isVideoWanted) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin === VIDEO_EMBED_ORIGIN && event.source === frameRef.current?.contentWindow)
        setIsVideoLoaded(true)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [isVideoWanted])
  const { heroVideo, images } = site
  return (
    <section className={styles.root} aria-labelledby="hero-title">
      <div className={styles.stage}>
        <ContentImage
          image={brandImage(images.heroPoster.src)}
          alt={images.heroPoster.alt}
          priority
          className={styles.poster}
          imgClassName={styles.posterImage}
        />
        {isVideoWanted && isPaused !== null && (
          <iframe
            className={styles.video}
            ref={frameRef}
            src={youtubeEmbedUrl(heroVideo.id, window.location.origin, { autoplay: !startsPaused })}
            title={heroVideo.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="eager"
            // Paused, the poster shows: also when the visitor paused before the player was ready.
            data-loaded={(isVideoLoaded && !isPaused) || undefined}
            // The player API answers a 'listening' handshake; nothing answers on an error page.
            onLoad={() =>
              frameRef.current?.contentWindow?.postMessage(
                JSON.stringify({ event: 'listening' }),
                VIDEO_EMBED_ORIGIN,
              )
            }
            tabIndex={-1}
            aria-hidden="true"
          />
        )}
        <div className={styles.shade} />
        <ContentImage
          image={brandImage(images.heroBanner.src)}
          alt={images.heroBanner.alt}
          loading="eager"
          className={styles.banner}
        />
        {isVideoWanted && isPaused !== null && (
          <Button
            variant="icon"
            className={styles.pauseControl}
            aria-label={isPaused ? controls.heroVideo.play : controls.heroVideo.pause}
            onPress={togglePaused}
          >
            {isPaused ? <PlayIcon /> : <PauseIcon />}
          </Button>
        )}
      </div>
      <div className={[container, styles.intro].join(' ')}>
        <h1 id="hero-title" className={styles.title}>
          <span className={gradientText}>{site.claim}</span>
        </h1>
        <div className={styles.side}>
          <p className={lede}>{site.description}</p>
          <div className={styles.actions}>
            <a href="#signup" className={[buttonStyles.root, buttonStyles.variant.primary].join(' ')}>
              Join the next buildathon
            </a>
            <a href="#timeline" className={[buttonStyles.root, buttonStyles.variant.secondary].join(' ')}>
              See how it went
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
