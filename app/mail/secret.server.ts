// The key that signs mailed links. From MAIL_TOKEN_SECRET when set (required once real mail goes
// out); else, on the embedded default, made once and kept in DATA_DIR, owner-only like the rest of
// it, so links stay valid across restarts.
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { MIN_SECRET_LENGTH } from './config.server.ts'

export const SECRET_FILE_NAME = 'mail-token-secret'

function isFileExists(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EEXIST'
}

/** The folder's secret, made on first use; two processes racing both end with the one written first. */
export async function dataDirSecret(dataDir: string): Promise<string> {
  const folder = resolve(dataDir)
  const path = join(folder, SECRET_FILE_NAME)
  await mkdir(folder, { recursive: true, mode: 0o700 })
  try {
    await writeFile(path, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if (!isFileExists(error)) throw error
  }
  const secret = (await readFile(path, 'utf8')).trim()
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(
      `${path} holds no usable secret; delete it and a new one is made (mailed links made with the old one stop working)`,
    )
  return secret
}

let cached: Promise<string> | undefined

export function tokenSecret(configured: string | null, dataDir: string): Promise<string> {
  if (configured !== null) return Promise.resolve(configured)
  cached ??= dataDirSecret(dataDir)
  cached.catch(() => (cached = undefined))
  return cached
}
