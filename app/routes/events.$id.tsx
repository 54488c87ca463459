import { createFileRoute } from '@tanstack/react-router'
import { eventPageData } from '~/sections/event-page/pageData'
import { EventPage } from '~/sections/event-page/EventPage'
import { applySearch, postedResult } from '~/applications/outcome'

// Reached by full loads only, so the loader runs on the server, where the window's state is read.
export const Route = createFileRoute('/events/$id')({
  // `?apply=` is the outcome of an application posted without JavaScript.
  validateSearch: applySearch,
  loader: ({ params }) => eventPageData(params.id),
  staleTime: Infinity,
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: EventRoute,
})

function EventRoute() {
  return <EventPage data={Route.useLoaderData()} posted={postedResult(Route.useSearch())} />
}
