import { describe, expect, it, vi } from 'vitest'
import { NONCE_PLACEHOLDER, createPageCache, isPoolable } from '~/http/pageCache'

const page = (body: string, init: ResponseInit = {}) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' }, ...init })
const home = new Request('http://example.com/')

describe('landing page pool', () => {
  it('pools only a plain GET of /', () => {
    expect(isPoolable(home)).toBe(true)
    expect(isPoolable(new Request('http://example.com/?signup=ok'))).toBe(false)
    expect(isPoolable(new Request('http://example.com/no/such/page'))).toBe(false)
    expect(isPoolable(new Request('http://example.com/', { method: 'POST', body: 'x' }))).toBe(false)
  })

  it('renders until the pool is full, then answers from it without rendering', async () => {
    const cache = createPageCache(3)
    let renders = 0
    const render = vi.fn(async () => page(`<script nonce="${NONCE_PLACEHOLDER}">${++renders}</script>`))
    for (let i = 0; i < 10; i++) await cache.respond(home, render, `n${i}`)
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('writes a fresh nonce into every response and never the placeholder', async () => {
    const cache = createPageCache(1)
    const render = async () => page(`<script nonce="${NONCE_PLACEHOLDER}"></script><style nonce="${NONCE_PLACEHOLDER}"></style>`)
    const first = await (await cache.respond(home, render, 'first')).text()
    const second = await (await cache.respond(home, render, 'second')).text()
    expect(first).toBe('<script nonce="first"></script><style nonce="first"></style>')
    expect(second).toBe('<script nonce="second"></script><style nonce="second"></style>')
  })

  it('picks a random page from the pool, so visitors get different shuffles', async () => {
    const rolls = [0.1, 0.9]
    const cache = createPageCache(2, () => rolls.shift() ?? 0)
    let renders = 0
    const render = async () => page(`page ${++renders}`)
    await cache.respond(home, render, 'n')
    await cache.respond(home, render, 'n')
    expect(await (await cache.respond(home, render, 'n')).text()).toBe('page 1')
    expect(await (await cache.respond(home, render, 'n')).text()).toBe('page 2')
  })

  it('never pools an error page', async () => {
    const cache = createPageCache(1)
    const render = vi.fn(async () => page('oops', { status: 500 }))
    await cache.respond(home, render, 'n')
    await cache.respond(home, render, 'n')
    expect(render).toHaveBeenCalledTimes(2)
  })
})
