import { describe, expect, it } from 'vitest'
import { SERVER_FN_BODY_LIMIT_BYTES, isBodyTooLarge, payloadTooLarge } from '~/http/bodyLimit'

const LIMIT = SERVER_FN_BODY_LIMIT_BYTES

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/_serverFn/signup', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)
}

/** A body sent in chunks, declaring no length, as chunked transfer encoding does. */
function chunked(totalBytes: number, chunkBytes = 1024): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close()
      const size = Math.min(chunkBytes, totalBytes - sent)
      sent += size
      controller.enqueue(new Uint8Array(size).fill(97))
    },
  })
}

describe('the server-function body limit', () => {
  it('is 8 KiB: a sign-up is three short fields', () => {
    expect(LIMIT).toBe(8192)
  })

  it('lets a body of exactly 8 KiB through, still readable afterwards', async () => {
    const request = post('a'.repeat(LIMIT))
    expect(await isBodyTooLarge(request, LIMIT)).toBe(false)
    expect((await request.text()).length).toBe(LIMIT)
  })

  it('refuses a body one byte over', async () => {
    expect(await isBodyTooLarge(post('a'.repeat(LIMIT + 1)), LIMIT)).toBe(true)
  })

  it('refuses on the declared Content-Length alone, before reading anything', async () => {
    const request = new Request('http://localhost/_serverFn/signup', {
      method: 'POST',
      headers: { 'content-length': String(10 * 1024 * 1024) },
    })
    expect(await isBodyTooLarge(request, LIMIT)).toBe(true)
  })

  it('refuses a malformed Content-Length', async () => {
    expect(await isBodyTooLarge(post('hi', { 'content-length': '12abc' }), LIMIT)).toBe(true)
  })

  it('counts the bytes of a chunked body that declares no length, and stops reading past the limit', async () => {
    const body = chunked(10 * 1024 * 1024)
    expect(await isBodyTooLarge(post(body), LIMIT)).toBe(true)
  })

  it('lets a small chunked body through', async () => {
    const request = post(chunked(2000, 100))
    expect(await isBodyTooLarge(request, LIMIT)).toBe(false)
    expect((await request.arrayBuffer()).byteLength).toBe(2000)
  })

  it('lets a request without a body through', async () => {
    expect(await isBodyTooLarge(new Request('http://localhost/_serverFn/signup'), LIMIT)).toBe(false)
  })

  it('answers 413 Payload Too Large', async () => {
    const response = payloadTooLarge()
    expect(response.status).toBe(413)
    expect(await response.text()).toBe('Payload Too Large')
  })
})
