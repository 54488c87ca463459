// The mail gate's dependencies over an embedded store, as the server hands them out, and a sign-up
// that asks the gate for its confirmation: shared by the mail tests.
import { createHourlyCap, sendConfirmation, type MailDeps } from '~/mail/send.server'
import type { MailTransport } from '~/mail/transport.server'
import { processSignup } from '~/signup/signup.server'
import { checkSignup } from '~/signup/schema'
import type { EmbeddedStore } from '../../db/store/pgliteStore.server'
import { answeringSteps, OPT_IN_STEP_NAMES } from '../../db/store/optInSteps.server'

export const MAIL_SECRET = 'integration-secret-0123456789-0123456789'
export const MAIL_PUBLIC_URL = 'https://culturecoded.example.com'

/** A store that cannot answer gives 'unavailable', logged to `extra.log` (console.error if unset). */
export function mailDepsFor(
  store: EmbeddedStore,
  transport: MailTransport,
  extra: Partial<MailDeps> = {},
): MailDeps {
  return {
    store: answeringSteps(store.doubleOptIn!, OPT_IN_STEP_NAMES, extra.log ?? console.error),
    transport,
    secret: MAIL_SECRET,
    publicUrl: MAIL_PUBLIC_URL,
    unsubscribeMailto: 'privacy@example.com',
    cap: createHourlyCap(1000),
    ...extra,
  }
}

export function signUpThroughGate(
  store: EmbeddedStore,
  deps: MailDeps,
  email: string,
  log?: (line: string) => void,
) {
  return processSignup(checkSignup({ email }), {
    takeRateLimit: () => true,
    insert: (row) => store.insert(row),
    requestConfirmation: (address) => sendConfirmation(address, deps),
    log,
  })
}
