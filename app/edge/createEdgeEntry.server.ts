// What the edge entries share. With no start step, the configuration is checked per request (a bad
// one answers 503 with a log line naming the variable), and the client's address comes from the
// header the platform sets, replacing any copy of our peer header a visitor sent.
import { ConfigError, getConfig } from '../config.server'
import { getMailConfig } from '../mail/config.server'
import { SERVER_FN_BODY_LIMIT_BYTES } from '../http/bodyLimit'
import { createRequestHandler } from '../http/handleRequest.server'
import { PEER_IP_HEADER } from '../http/clientIp.server'
import { CACHE_CONTROL, plainText } from '../http/httpRules'
import { getStore, storeConfirmsByMail } from '../signup/store.server'

export type EdgeEntry = { fetch(request: Request): Promise<Response> }

const handleRequest = createRequestHandler(() => getStore().isWritable())

function misconfigured(error: ConfigError): Response {
  console.error(`[server] cannot serve: ${error.message}`)
  return plainText(503, 'Service Unavailable: the server is not configured correctly.\n', {
    'cache-control': CACHE_CONTROL.noStore,
  })
}

// Under `wrangler dev`, a worker that answers before reading the request's body (a refused
// cross-origin sign-up) now and then loses the connection, and the visitor gets a 500 with a stack
// trace. A refused body is read to the sign-up's limit, then given up (docs/decisions/0057).
async function dropUnreadBody(request: Request): Promise<void> {
  if (request.bodyUsed || request.body === null) return
  const reader = request.body.getReader()
  try {
    for (let received = 0; ;) {
      const { done, value } = await reader.read()
      if (done) return
      received += value.byteLength
      if (received > SERVER_FN_BODY_LIMIT_BYTES) return await reader.cancel()
    }
  } catch {
    // The visitor went away: nothing left to read.
  }
}

// An edge build has no start step: its first request says it, once per instance.
let isMailNoticeShown = false

// A Supabase database holding the mail token secret stores the public key's sign-ups pending, and
// this build mails nobody: say so loudly rather than let them wait unseen (docs/decisions/0049).
async function warnIfSignupsWaitForMail(): Promise<void> {
  if ((await storeConfirmsByMail().catch(() => null)) !== true) return
  console.error(
    '[mail] this Supabase database confirms sign-ups by mail (its mail token secret is stored), but this build sends none: its sign-ups stay pending until a Node server mails them, or the secret is deleted (docs/deploy.md)',
  )
}

/** `clientIpHeader`: the header the platform sets to the address of the connection it accepted. */
export function createEdgeEntry({ clientIpHeader }: { clientIpHeader: string }): EdgeEntry {
  return {
    async fetch(request) {
      try {
        // The mail settings too: the store reads the token secret from them on its first use.
        getConfig()
        getMailConfig()
      } catch (error) {
        if (error instanceof ConfigError) return misconfigured(error)
        throw error
      }
      let mailNotice: Promise<void> = Promise.resolve()
      if (!isMailNoticeShown) {
        isMailNoticeShown = true
        console.info(
          '[mail] not configured on this build: no confirmation mail is sent, so sign-ups keep the single opt-in unless Supabase holds the mail token secret (docs/deploy.md)',
        )
        console.info(
          '[applications] not taken on this build: the event pages say so in place of the form (docs/deploy.md)',
        )
        // Asked beside the first request, not before it; an isolate may end once it has answered.
        mailNotice = warnIfSignupsWaitForMail()
      }
      const headers = new Headers(request.headers)
      headers.set(PEER_IP_HEADER, request.headers.get(clientIpHeader) ?? 'unknown')
      const forwarded = new Request(request, { headers })
      const response = await handleRequest(forwarded)
      await dropUnreadBody(forwarded)
      await mailNotice
      return response
    },
  }
}
