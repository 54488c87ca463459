import { useState } from 'react'
import { site } from '@content/site.ts'
import { ContentImage } from '~/ui/ContentImage'
import { buttonStyles } from '~/ui/Button'
import { container, gradientText, lede } from '@styles/utilities.css'
import { useVideoFacade } from './useVideoFacade'
import * as styles from './hero.css'

export function youtubeEmbedUrl(id: string): string {
  const params = new URLSearchParams({
    autoplay: '1',
    mute: '1',
    loop: '1',
    playlist: id,
    controls: '0',
    playsinline: '1',
    rel: '0',
    modestbranding: '1',
    disablekb: '1',
  })
  return `https://www.youtube-nocookie.com/embed/${id}?${params}`
}

export function Hero() {
  const isVideoWanted = useVideoFacade()
  // The player fades in over the poster only once it has loaded, so a slow or blocked embed
  // never replaces the poster with an empty frame.
  const [isVideoLoaded, setIsVideoLoaded] = useState(false)
  const { heroVideo, images } = site
  return (
    <section className={styles.root} aria-labelledby="hero-title">
      <div className={styles.stage}>
        <ContentImage
          src={images.heroPoster.src}
          alt={images.heroPoster.alt}
          priority
          className={styles.poster}
          imgClassName={styles.posterImage}
        />
        {isVideoWanted && (
          <iframe
            className={styles.video}
            src={youtubeEmbedUrl(heroVideo.id)}
            title={heroVideo.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="eager"
            data-loaded={isVideoLoaded || undefined}
            onLoad={() => setIsVideoLoaded(true)}
            tabIndex={-1}
            aria-hidden="true"
          />
        )}
        <div className={styles.shade} />
        <ContentImage src={images.heroBanner.src} alt={images.heroBanner.alt} loading="eager" className={styles.banner} />
      </div>
      <div className={[container, styles.intro].join(' ')}>
        <h1 id="hero-title" className={styles.title}>
          <span className={gradientText}>{site.claim}</span>
        </h1>
        <div className={styles.side}>
          <p className={lede}>{site.description}</p>
          <div className={styles.actions}>
            <a href="#signup" className={[buttonStyles.root, buttonStyles.variant.primary].join(' ')}>Join the next buildathon</a>
            <a href="#timeline" className={[buttonStyles.root, buttonStyles.variant.secondary].join(' ')}>See how it went</a>
          </div>
        </div>
      </div>
    </section>
  )
}
