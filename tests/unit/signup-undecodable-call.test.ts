import { toJSONAsync } from 'seroval'
import { describe, expect, it } from 'vitest'
import { badRequest, isCallUndecodable } from '~/boot/undecodableCall'

function post(body: BodyInit, contentType?: string): Request {
  const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {}
  return new Request('http://localhost/_serverFn/signup', { method: 'POST', body, headers })
}

const call = async (data: unknown) => JSON.stringify(await toJSONAsync({ data }))

describe('a server-function body the framework cannot decode', () => {
  it('passes what TanStack Start’s client sends, and leaves it readable', async () => {
    const body = await call({ email: 'ana@example.com', festival: 'Coachella' })
    const request = post(body, 'application/json')
    expect(await isCallUndecodable(request)).toBe(false)
    expect(await request.text()).toBe(body)
  })

  it('passes a form post, urlencoded or multipart', async () => {
    const form = new FormData()
    form.set('email', 'ana@example.com')
    expect(await isCallUndecodable(post(form))).toBe(false)
    expect(
      await isCallUndecodable(post('email=ana%40example.com', 'application/x-www-form-urlencoded')),
    ).toBe(false)
  })

  it('refuses JSON that does not parse', async () => {
    expect(await isCallUndecodable(post('{not json', 'application/json'))).toBe(true)
    expect(await isCallUndecodable(post('', 'application/json; charset=utf-8'))).toBe(true)
  })

  it('refuses JSON that is not TanStack’s wire format', async () => {
    for (const body of [
      '{}',
      '[]',
      'null',
      '"ana@example.com"',
      '{"email":"ana@example.com"}',
      '{"t":{"t":999},"f":127,"m":[]}',
    ]) {
      expect(await isCallUndecodable(post(body, 'application/json')), body).toBe(true)
    }
  })

  it('refuses a multipart body that does not parse', async () => {
    expect(await isCallUndecodable(post('garbage', 'multipart/form-data'))).toBe(true)
    expect(await isCallUndecodable(post('garbage', 'multipart/form-data; boundary=x'))).toBe(true)
  })

  it('leaves a body in a content type TanStack does not read to the validator', async () => {
    expect(await isCallUndecodable(post('{not json', 'text/plain'))).toBe(false)
    expect(await isCallUndecodable(post('{not json'))).toBe(false)
  })

  it('passes a GET call as TanStack Start’s client sends it, and one with no payload', async () => {
    const payload = await call({ page: 'confirm', token: 'abc' })
    const url = `http://localhost/_serverFn/mail?${new URLSearchParams({ payload })}`
    expect(await isCallUndecodable(new Request(url))).toBe(false)
    expect(await isCallUndecodable(new Request('http://localhost/_serverFn/mail'))).toBe(false)
  })

  it('refuses a GET call with a form content type, which the framework would answer 500', async () => {
    for (const contentType of ['multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      const request = new Request('http://localhost/_serverFn/mail', {
        headers: { 'content-type': contentType },
      })
      expect(await isCallUndecodable(request), contentType).toBe(true)
    }
  })

  it('refuses a GET call whose payload does not parse, or is not TanStack’s wire format', async () => {
    for (const payload of ['garbage', '%ZZ', '[]', '{"t":999}']) {
      const url = `http://localhost/_serverFn/mail?${new URLSearchParams({ payload })}`
      expect(await isCallUndecodable(new Request(url)), payload).toBe(true)
    }
  })

  it('answers 400 in plain text', async () => {
    const response = badRequest()
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  })
})
