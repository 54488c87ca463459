import { applyConfirmCopy as copy } from '@content/applyConfirm.ts'
import type { ApplyConfirmState } from './outcome'

// The route's head reads this in every page's first script: it holds the page's titles only.
export const applyConfirmHeading: Record<ApplyConfirmState, string> = {
  ask: copy.title,
  done: copy.doneTitle,
  invalid: copy.invalidTitle,
  unavailable: copy.unavailableTitle,
}
