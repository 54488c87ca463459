import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { nextTask } from './lib/nextTask'

// TanStack Start's default entry evaluates the code, builds the router and starts hydrating in
// one or two tasks. On a phone each of those steps takes tens of milliseconds, so this entry does
// the same work with a task break between the steps (app/router.tsx splits the router's own):
// the browser can paint and answer a tap in between, and no single task grows long. The tree is
// the default entry's, with the awaited router handed straight to RouterProvider. A promise
// chain rather than top-level await: with top-level await the bundler split the page's code into
// twice as many files.
void nextTask()
  .then(() => hydrateStart())
  .then(async (router) => {
    await nextTask()
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      )
    })
  })
