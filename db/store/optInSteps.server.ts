// The double opt-in's steps as the server and the CLI call them: a store that cannot answer (its
// database away or refusing) gives 'unavailable', logged here, so only a bug throws past a step.
// The CLI imports this in plain Node, hence the .ts imports.
import { errorText } from '../../lib/errorText.ts'
import type { DoubleOptInStore } from './types.ts'

// Keyed by every step, so a step added to DoubleOptInStore must be added here too.
const EVERY_STEP: Record<keyof DoubleOptInStore, null> = {
  find: null,
  claimConfirmationMail: null,
  releaseConfirmationMail: null,
  claimLinkMail: null,
  confirm: null,
  withdraw: null,
  setFestival: null,
  erase: null,
}

/** Every step, by name. */
export const OPT_IN_STEP_NAMES = Object.keys(EVERY_STEP) as (keyof DoubleOptInStore)[]

/** Each step's own answer, or 'unavailable' when the store could not give one. */
export type OptInSteps = {
  [Step in keyof DoubleOptInStore]: (
    ...args: Parameters<DoubleOptInStore[Step]>
  ) => Promise<Awaited<ReturnType<DoubleOptInStore[Step]>> | 'unavailable'>
}

/** One step's answer, or 'unavailable' once the reason it failed is logged. */
export function answered<T>(
  step: keyof DoubleOptInStore,
  run: () => Promise<T>,
  log: (line: string) => void,
): Promise<T | 'unavailable'> {
  return run().catch((error: unknown) => {
    log(`[signup] store: the double opt-in's ${step} failed: ${errorText(error)}`)
    return 'unavailable' as const
  })
}

/** A store's steps, each answering as `answered` does. */
export function answeringOptIn(steps: DoubleOptInStore, log: (line: string) => void): OptInSteps {
  return {
    find: (email) => answered('find', () => steps.find(email), log),
    claimConfirmationMail: (email, at, minIntervalMs) =>
      answered('claimConfirmationMail', () => steps.claimConfirmationMail(email, at, minIntervalMs), log),
    releaseConfirmationMail: (email, at) =>
      answered('releaseConfirmationMail', () => steps.releaseConfirmationMail(email, at), log),
    claimLinkMail: (email, at, minIntervalMs) =>
      answered('claimLinkMail', () => steps.claimLinkMail(email, at, minIntervalMs), log),
    confirm: (email, at) => answered('confirm', () => steps.confirm(email, at), log),
    withdraw: (email, at) => answered('withdraw', () => steps.withdraw(email, at), log),
    setFestival: (email, festival) => answered('setFestival', () => steps.setFestival(email, festival), log),
    erase: (email) => answered('erase', () => steps.erase(email), log),
  }
}

/** The named steps of a store, each answering as `answered` does: the CLI needs only a few. */
export function answeringSteps<Step extends keyof DoubleOptInStore>(
  steps: Pick<DoubleOptInStore, Step>,
  names: readonly Step[],
  log: (line: string) => void,
): Pick<OptInSteps, Step> {
  // A step is looked up only when called, and only the named ones are handed out.
  const answering = answeringOptIn(steps as DoubleOptInStore, log)
  return Object.fromEntries(names.map((name) => [name, answering[name]])) as Pick<OptInSteps, Step>
}
