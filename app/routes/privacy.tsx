import { createFileRoute } from '@tanstack/react-router'
import { createServerOnlyFn } from '@tanstack/react-start'
import { privacyNotice } from '@content/privacy.ts'
import { site } from '@content/site.ts'
import { absoluteUrl } from '~/lib/seo'
import { PrivacyNotice, noticeUpdatedOn } from '~/sections/privacy/PrivacyNotice'

// The page is reached by full loads only, so the loader runs on the server and its code stays there.
// Its head comes with it, as the other routes' do: made in the route, it put the notice's words in
// every page's first script.
const privacyPageData = createServerOnlyFn(() => {
  const title = `${privacyNotice.title}: ${site.name}`
  return {
    updatedOn: noticeUpdatedOn(),
    head: {
      meta: [
        { title },
        { name: 'description', content: privacyNotice.description },
        { property: 'og:title', content: title },
        { property: 'og:description', content: privacyNotice.description },
        { property: 'og:url', content: absoluteUrl('/privacy') },
        { name: 'twitter:title', content: title },
        { name: 'twitter:description', content: privacyNotice.description },
      ],
      links: [{ rel: 'canonical', href: absoluteUrl('/privacy') }],
    },
  }
})

export const Route = createFileRoute('/privacy')({
  head: ({ loaderData }) => loaderData?.head ?? {},
  loader: () => privacyPageData(),
  staleTime: Infinity,
  component: PrivacyRoute,
})

function PrivacyRoute() {
  return <PrivacyNotice updatedOn={Route.useLoaderData().updatedOn} />
}
