import { createFileRoute } from '@tanstack/react-router'
import { privacyNotice } from '@content/privacy.ts'
import { site } from '@content/site.ts'
import { absoluteUrl } from '~/lib/seo'
import { PrivacyNotice, noticeUpdatedOn } from '~/sections/privacy/PrivacyNotice'

const title = `${privacyNotice.title}: ${site.name}`

export const Route = createFileRoute('/privacy')({
  head: () => ({
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
  }),
  loader: () => ({ updatedOn: noticeUpdatedOn() }),
  staleTime: Infinity,
  component: PrivacyRoute,
})

function PrivacyRoute() {
  return <PrivacyNotice updatedOn={Route.useLoaderData().updatedOn} />
}
