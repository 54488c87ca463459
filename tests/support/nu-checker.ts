// The W3C Nu checker (vnu-jar) on the machine's Java: one run checks every document given, since
// starting the checker costs seconds.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  message: string
  extract?: string
}

const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar')

/** Whether a message is one the checker counts against the page: an error or a warning. */
export const isProblem = (message: NuMessage) => message.type !== 'info' || message.subType === 'warning'

/**
 * Checks each named HTML document and answers with the checker's errors and warnings for it,
 * by the same name. A document with none has an empty list.
 */
export async function checkHtml(documents: Record<string, string>): Promise<Record<string, NuMessage[]>> {
  const dir = await mkdtemp(join(tmpdir(), 'nu-checker-'))
  try {
    const files = Object.keys(documents).map((name, index) => ({ name, path: join(dir, `${index}.html`) }))
    await Promise.all(files.map(({ name, path }) => writeFile(path, documents[name]!)))
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        'java',
        ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map((f) => f.path)],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    )
    const { messages } = JSON.parse(output) as { messages: (NuMessage & { url?: string })[] }
    const found: Record<string, NuMessage[]> = Object.fromEntries(files.map(({ name }) => [name, []]))
    for (const message of messages.filter(isProblem)) {
      // The checker names a file `file:/tmp/…`, with one slash.
      const file = files.find(({ path }) => message.url && new URL(message.url).pathname === path)
      if (!file) throw new Error(`The Nu checker answered about no document it was given: ${message.message}`)
      found[file.name]!.push({
        type: message.type,
        subType: message.subType,
        message: message.message,
        extract: message.extract,
      })
    }
    return found
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
