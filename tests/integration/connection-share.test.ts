// One client cannot take every connection: the server holds at most a few per client address, and
// once it is nearly full it lets idle keep-alive connections go, so another visitor is served.
// Loopback gives each test client an address of its own (127.0.0.x as the source address).
import http from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MAX_CONNECTIONS_PER_CLIENT } from '../../server/connection-share'
import { MAX_CONNECTIONS } from '../../server/main'
import { dataDirs } from '../support/embedded-db'
import { assertBuilt, killAllServers, startServer } from '../support/server'

const dirs = dataDirs()
const held: Socket[] = []

beforeAll(() => assertBuilt())
afterEach(async () => {
  for (const socket of held.splice(0)) socket.destroy()
  await killAllServers()
  await dirs.removeAll()
})

/**
 * A keep-alive connection from `localAddress` that has had one answer and then sits idle, as a
 * browser's does; null when the server ended it instead.
 */
function idleKeepAlive(port: number, localAddress: string): Promise<Socket | null> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress })
    socket.once('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'))
    socket.once('data', () => resolve(socket))
    socket.once('close', () => resolve(null))
    socket.once('error', () => socket.destroy())
  })
}

/** Opens `count` of them one after another; the ones the server kept are held until the test ends. */
async function holdMany(port: number, localAddress: string, count: number): Promise<Socket[]> {
  const kept: Socket[] = []
  for (let i = 0; i < count; i += 1) {
    const socket = await idleKeepAlive(port, localAddress)
    if (socket) {
      held.push(socket)
      kept.push(socket)
    }
  }
  return kept
}

const stillOpen = (sockets: Socket[]) =>
  sockets.filter((socket) => !socket.destroyed && !socket.closed).length

/** A new visitor's GET / from its own address, on a connection of its own: its status, or the error. */
function visit(origin: string, localAddress: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}/`, { localAddress, agent: false, timeout: 5000 }, (response) => {
      response.resume()
      response.once('end', () => resolve(response.statusCode ?? 0))
    })
    request.once('timeout', () => request.destroy(new Error('timed out')))
    request.once('error', (error) => resolve(error.message))
  })
}

describe('a fair share of connections', { timeout: 180_000 }, () => {
  it(`serves another client while one address holds ${MAX_CONNECTIONS + 6} idle keep-alive sockets, keeping at most ${MAX_CONNECTIONS_PER_CLIENT} of them`, async () => {
    const server = await startServer({ dataDir: await dirs.migrated() })
    const sockets = await holdMany(server.port, '127.0.0.1', MAX_CONNECTIONS + 6)

    expect(await visit(server.origin, '127.0.0.2')).toBe(200)
    await expect.poll(() => stillOpen(sockets)).toBeLessThanOrEqual(MAX_CONNECTIONS_PER_CLIENT)
    expect(stillOpen(sockets)).toBeGreaterThan(0)
    expect(server.errors()).toBe('')
  })

  it('lets idle keep-alive connections go once many addresses fill the cap, so another client is served', async () => {
    const server = await startServer({ dataDir: await dirs.migrated() })
    const addresses = Math.ceil((MAX_CONNECTIONS + 6) / MAX_CONNECTIONS_PER_CLIENT)
    const sockets: Socket[] = []
    for (let i = 0; i < addresses; i += 1) {
      sockets.push(...(await holdMany(server.port, `127.0.1.${i + 1}`, MAX_CONNECTIONS_PER_CLIENT)))
    }

    // Without the pressure rule these would stay for the whole keep-alive time, far past this poll.
    await expect.poll(() => visit(server.origin, '127.0.0.2'), { timeout: 10_000 }).toBe(200)
    expect(stillOpen(sockets)).toBeLessThan(MAX_CONNECTIONS)
    expect(server.errors()).toBe('')
  })
})
