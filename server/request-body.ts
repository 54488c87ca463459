// Request bodies for the Node-to-Fetch bridge, by hand rather than srvx's NodeRequest, so a client
// still sending gets the sign-up's 413 and `100 Continue` waits until the app reads the body
// (docs/decisions/0029-node-server-by-hand-where-srvx-falls-short.md).

import type { IncomingMessage, ServerResponse } from 'node:http'

// A visitor who hangs up mid-response is not a server failure (ERR_STREAM_UNABLE_TO_PIPE: the
// response had no one left to go to; this server writes each response in one place).
export function isClientGone(error: unknown): boolean {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown }
  return (
    code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ERR_STREAM_UNABLE_TO_PIPE' || name === 'AbortError'
  )
}

// Nor is one who hangs up before the request has arrived: the request's signal and body end with
// this error, whose status 499 tells TanStack Start not to log it
// (docs/decisions/0005-client-gone-status-499.md).
export function clientClosedRequest(cause?: unknown): Error {
  return Object.assign(new Error('The client closed the connection before its request arrived.', { cause }), {
    name: 'AbortError',
    code: 'ECONNRESET',
    status: 499,
  })
}

// What is left of a body the app did not read is read and dropped for at most this long after
// the answer is out (as nginx's lingering close does); a client still sending then is cut off.
// A limit in bytes instead would cut off clients that are merely slow to stop.
export const LINGER_MS = 5000

/**
 * The request's body as a web stream, read only as the app reads it. What the app leaves (a 413
 * stops early) is dropped after its answer, so the connection stays usable. `100 Continue` goes out
 * at the app's first read; a client answered before that may still send, so its connection closes.
 */
export type RequestBody = { stream: ReadableStream<Uint8Array>; dropUnread: () => void }

export function requestBody(
  req: IncomingMessage,
  res: ServerResponse,
  { awaitsContinue = false }: { awaitsContinue?: boolean } = {},
): RequestBody {
  let state: 'idle' | 'reading' | 'dropping' = 'idle'
  let detach = () => {}
  const dropRest = () => {
    if (state === 'dropping') return
    if (awaitsContinue && state === 'idle' && !res.headersSent) res.shouldKeepAlive = false
    state = 'dropping'
    // First, so nothing reaches the app's stream after it was cancelled or answered.
    detach()
    req.on('error', () => {})
    if (req.complete) {
      // All of it has arrived: let Node discard what it holds, and read the next request.
      req.resume()
      return
    }
    req.on('data', () => {})
    req.resume()
    const lingerAfterAnswer = () => {
      if (req.complete) return
      const cutOff = setTimeout(() => req.socket.destroy(), LINGER_MS).unref()
      req.once('end', () => clearTimeout(cutOff))
    }
    if (res.writableFinished) lingerAfterAnswer()
    else res.once('finish', lingerAfterAnswer)
  }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state === 'idle') {
          state = 'reading'
          if (awaitsContinue && !res.headersSent) res.writeContinue()
          // The stream ends once, by the body's end or by its failure, whichever Node reports
          // first; nothing reaches it after that (a throw here would be in an event listener).
          const settle = (end: () => void) => {
            detach()
            end()
          }
          const onData = (chunk: Buffer) => {
            controller.enqueue(new Uint8Array(chunk))
            req.pause()
          }
          const onEnd = () => settle(() => controller.close())
          const onError = (error?: unknown) => settle(() => controller.error(clientClosedRequest(error)))
          const onClose = () => {
            if (!req.complete) onError()
          }
          req.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose)
          detach = () => req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose)
        }
        req.resume()
      },
      cancel: dropRest,
    },
    { highWaterMark: 0 },
  )
  return { stream, dropUnread: dropRest }
}
