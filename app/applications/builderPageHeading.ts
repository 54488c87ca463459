import { applyManageCopy as copy } from '@content/applyManage.ts'
import type { BuilderPageState } from './manageState'

// The loader answers with the heading, so the route's own code carries none of the page's words.
export const builderPageHeading: Record<BuilderPageState['kind'], string> = {
  application: copy.title,
  invalid: copy.invalidTitle,
  expired: copy.expiredTitle,
  missing: copy.missingTitle,
  unavailable: copy.unavailableTitle,
  erased: copy.erasedTitle,
}
