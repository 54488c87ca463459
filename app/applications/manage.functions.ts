// The server side of /apply/manage: a read for the page's state (with its heading, which the route's
// head makes the title) and the POST handler its route hands to TanStack Start.
import { createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import { builderPageHeading } from './builderPageHeading'
import { builderPageDeps, builderPagePost, builderPageState } from './manage.server'
import { parseBuilderPageSearch, type BuilderPageView } from './manageState'

export const getBuilderPageState = createServerFn({ method: 'GET' })
  .validator((input: unknown) =>
    parseBuilderPageSearch(typeof input === 'object' && input ? { ...input } : {}),
  )
  .handler(async ({ data }): Promise<BuilderPageView> => {
    const state = await builderPageState(data, await builderPageDeps())
    return { ...state, heading: builderPageHeading[state.kind] }
  })

export const handleBuilderPagePost = createServerOnlyFn(async (request: Request) =>
  builderPagePost(request, await builderPageDeps()),
)
