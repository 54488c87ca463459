// TanStack Start's React `visible()` reads only the first entry of each IntersectionObserver call:
// a busy page that batches "far" then "near" for a section leaves it unhydrated for good. This
// keeps its renderer and watches with the core strategy, which reads every entry (docs/decisions/0062).
import { visible as reactVisible } from '@tanstack/react-start/hydration'
import { visible as coreVisible, type VisibleHydrationOptions } from '@tanstack/start-client-core/hydration'
import { openOnEarlyInput } from '~/lib/earlyInput'

/** The timeline, just under the first screen, waits until 200 px away, not the framework's 600 (0015). */
export const TIMELINE_HYDRATION_MARGIN = '200px'

/** The gate `VisibleHydrate` hands its strategy: `s` opens it. */
interface VisibleGate {
  s: () => void
}

export function visible(options?: VisibleHydrationOptions): ReturnType<typeof reactVisible> {
  const watch = coreVisible(options)._s!
  return {
    ...reactVisible(options),
    _s: ({ element, gate, prefetch }) => {
      // A press before the section is near hydrates it at once (app/lib/earlyInput.ts).
      if (element && gate) openOnEarlyInput(element, (gate as unknown as VisibleGate).s)
      return watch({
        element,
        prefetch,
        gate: gate && { resolved: false, resolve: (gate as unknown as VisibleGate).s },
      })
    },
  }
}
