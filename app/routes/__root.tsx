/// <reference types="vite/client" />
import { useEffect, type ReactNode } from 'react'
import { Hydrate } from '@tanstack/react-start'
import {
  HeadContent,
  Outlet,
  ScriptOnce,
  Scripts,
  createRootRoute,
  rootRouteId,
  useMatch,
} from '@tanstack/react-router'
import { controls } from '@content/controls.ts'
import { notFoundCopy } from '@content/notFound.ts'
import { site } from '@content/site.ts'
import { absoluteUrl, OG_IMAGE_PATH } from '~/lib/seo'
import { CARD_HEIGHT, CARD_WIDTH } from '~/lib/socialCard'
import { PAGE_BACKGROUND_COLOR } from '@styles/tokens'
import { brokenImageScript } from '~/lib/brokenImages'
import { markHydrated } from '~/lib/hydrationMarks'
import { Toaster } from '~/ui/Toast'
import { SkipLink } from '~/ui/SkipLink'
import { NotFound } from '~/sections/not-found/NotFound'
import { ErrorScreen } from '~/sections/not-found/ErrorScreen'
import { Navbar } from '~/sections/navbar/Navbar'
import { chromeData } from '~/sections/navbar/chromeData'
import { Footer } from '~/sections/footer/Footer'
import { visible } from '~/boot/visibleHydration'
import '@styles/global.css'

const homeTitle = `${site.name}: AI × music buildathons`
const notFoundTitle = `${notFoundCopy.title}: ${site.name}`

export const Route = createRootRoute({
  // The root's match carries the not-found, for an unknown path and a team that does not exist
  // alike; the router then runs no deeper route's head (docs/decisions/0058).
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: PAGE_BACKGROUND_COLOR },
      { name: 'color-scheme', content: 'dark' },
      { title: match._notFound ? notFoundTitle : homeTitle },
      { name: 'description', content: site.description },
      { property: 'og:site_name', content: site.name },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: homeTitle },
      { property: 'og:description', content: site.description },
      { property: 'og:image', content: absoluteUrl(OG_IMAGE_PATH) },
      { property: 'og:image:width', content: String(CARD_WIDTH) },
      { property: 'og:image:height', content: String(CARD_HEIGHT) },
      { property: 'og:image:alt', content: site.images.heroPoster.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: homeTitle },
      { name: 'twitter:description', content: site.description },
      { name: 'twitter:image', content: absoluteUrl(OG_IMAGE_PATH) },
    ],
    // Raster icons only (build/brand-assets.ts says why), drawn from public/favicon.svg.
    links: [
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/site.webmanifest' },
    ],
  }),
  // Every page is reached by a full load, so this runs on the server only (as each route's loader).
  loader: () => chromeData(),
  staleTime: Infinity,
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: ErrorScreen,
})

function RootDocument({ children }: { children: ReactNode }) {
  useEffect(() => markHydrated('page'), [])
  // Absent only when the root's own loader failed and the error screen shows.
  const chrome = useMatch({ from: rootRouteId, shouldThrow: false })?.loaderData
  return (
    <html lang="en">
      <head>
        <HeadContent />
        <ScriptOnce>{brokenImageScript}</ScriptOnce>
      </head>
      <body>
        <SkipLink />
        {/* One header and footer for every page, the 404 and the error screen included. */}
        <Navbar editionLinks={chrome?.editionLinks ?? []} />
        {children}
        {chrome && (
          <Hydrate when={visible()} onHydrated={() => markHydrated('footer')}>
            <Footer copyrightYear={chrome.copyrightYear} />
          </Hydrate>
        )}
        <Toaster label={controls.toastRegion} />
        <Scripts />
      </body>
    </html>
  )
}
