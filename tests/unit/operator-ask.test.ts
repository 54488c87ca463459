// How the CLI reads the live server's answers (cli/source.ts): a server that accepts a call and
// then says nothing, or says something else, is a one-line failure, never a wait without end.
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANSWER_TIMEOUT_MS, askOver, LiveServerError } from '../../cli/source'
import type { OperatorRequest } from '../../db/store/operatorCalls.server'
import { tempDirs } from '../support/temp-dir'

const dirs = tempDirs()
const opened: Array<Server | Socket> = []

afterEach(async () => {
  vi.useRealTimers()
  const all = opened.splice(0)
  // Sockets first: a server closes only once its connections have ended.
  for (const each of all) if ('destroy' in each) each.destroy()
  for (const each of all) if (!('destroy' in each)) await new Promise((resolve) => each.close(resolve))
  await dirs.removeAll()
})

/** A socket to a server that answers each request with `reply` (or, with null, never). */
async function clientOf(reply: string | null): Promise<Socket> {
  const path = join(await dirs.make(), 'operator.sock')
  const server = createServer((socket) => {
    opened.push(socket)
    socket.on('data', () => {
      if (reply !== null) socket.write(reply)
    })
  })
  opened.push(server)
  await new Promise<void>((resolve) => server.listen(path, resolve))
  const client = await new Promise<Socket>((resolve) => {
    const socket = createConnection(path, () => resolve(socket))
  })
  opened.push(client)
  return client
}

const COUNT: OperatorRequest = { call: 'count', args: [null] }

describe("the CLI's questions to the running server", () => {
  it(`gives up with one line after ${ANSWER_TIMEOUT_MS / 1000} s of silence and closes the connection`, async () => {
    const client = await clientOf(null)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const asked = askOver(client, 'The running server (x)')(COUNT)
    const failed = expect(asked).rejects.toThrow(
      new LiveServerError(
        `The running server (x) did not answer within ${ANSWER_TIMEOUT_MS / 1000} s; nothing is known to be done.`,
      ),
    )
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS)
    await failed
    expect(client.destroyed).toBe(true)
  })

  it('takes a line that is not an operator answer as a failure, not as data', async () => {
    const client = await clientOf('8\n')
    await expect(askOver(client, 'The running server (x)')(COUNT)).rejects.toThrow(
      'The running server (x) answered something that is not an operator answer.',
    )
  })

  it('reads an answer that comes in time', async () => {
    const client = await clientOf('{"ok":true,"value":8}\n')
    await expect(askOver(client, 'The running server (x)')(COUNT)).resolves.toEqual({ ok: true, value: 8 })
  })
})
