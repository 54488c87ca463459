// Mailed links carry HMAC-SHA256 tokens through Web Crypto, so Node and the edge sign alike. A token
// names its purpose and expiry, and carries the address, so nothing is looked up before the
// signature holds (docs/decisions/0036-signed-mail-links.md).
import { DAY_MS } from './time.ts'

/** The sign-up's mail pages' purposes. */
export const TOKEN_PURPOSES = ['confirm', 'unsubscribe', 'manage'] as const
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number]
/**
 * An application's: its address confirmed, and the builder's own page (decision mails link it);
 * the token carries the event with the address.
 */
export const APPLICATION_TOKEN_PURPOSES = ['apply-confirm', 'apply-manage'] as const
export type ApplicationTokenPurpose = (typeof APPLICATION_TOKEN_PURPOSES)[number]
export type SignedPurpose = TokenPurpose | ApplicationTokenPurpose

export const TOKEN_LIFETIME_MS: Record<SignedPurpose, number> = {
  confirm: 7 * DAY_MS,
  manage: 7 * DAY_MS,
  // Its link sits in a mail's List-Unsubscribe header, which mail programs offer long after it came.
  unsubscribe: 365 * DAY_MS,
  'apply-confirm': 7 * DAY_MS,
  // Mailed with a decision, and opened again at the door for the pass: it lasts past the event.
  'apply-manage': 180 * DAY_MS,
}

export type TokenRefusal = 'malformed' | 'bad_signature' | 'wrong_purpose' | 'expired'
export type TokenCheck = { ok: true; email: string; expiresAt: number } | { ok: false; reason: TokenRefusal }

const encoder = new TextEncoder()

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

const keys = new Map<string, Promise<CryptoKey>>()

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ])
    keys.set(secret, key)
  }
  return key
}

function isPurpose(text: string): text is SignedPurpose {
  return ([...TOKEN_PURPOSES, ...APPLICATION_TOKEN_PURPOSES] as readonly string[]).includes(text)
}

/** `purpose.expiresAtSeconds.address.signature`, each part URL-safe. */
export async function signToken(
  { email, purpose }: { email: string; purpose: SignedPurpose },
  secret: string,
  now = Date.now(),
  lifetimeMs = TOKEN_LIFETIME_MS[purpose],
): Promise<string> {
  const expiresAt = Math.floor((now + lifetimeMs) / 1000)
  const payload = `${purpose}.${expiresAt}.${toBase64Url(encoder.encode(email))}`
  const signature = await crypto.subtle.sign('HMAC', await keyFor(secret), encoder.encode(payload))
  return `${payload}.${toBase64Url(new Uint8Array(signature))}`
}

/** The address a token was made for, if it is whole, signed with `secret`, for `purpose` and not expired. */
export async function verifyToken(
  token: string,
  purpose: SignedPurpose,
  secret: string,
  now = Date.now(),
): Promise<TokenCheck> {
  const parts = token.split('.')
  if (parts.length !== 4) return { ok: false, reason: 'malformed' }
  const [claimed = '', expiry = '', address = '', signatureText = ''] = parts
  const signature = fromBase64Url(signatureText)
  const emailBytes = fromBase64Url(address)
  if (!signature || !emailBytes || !/^\d{1,12}$/.test(expiry) || !isPurpose(claimed))
    return { ok: false, reason: 'malformed' }
  // Web Crypto's verify compares in constant time.
  const payload = encoder.encode(`${claimed}.${expiry}.${address}`)
  if (!(await crypto.subtle.verify('HMAC', await keyFor(secret), signature, payload)))
    return { ok: false, reason: 'bad_signature' }
  if (claimed !== purpose) return { ok: false, reason: 'wrong_purpose' }
  const expiresAt = Number(expiry) * 1000
  if (expiresAt <= now) return { ok: false, reason: 'expired' }
  const email = new TextDecoder('utf-8', { fatal: true }).decode(emailBytes)
  return { ok: true, email, expiresAt }
}

// An application's token signs `<event id> <address>`: an event id has no space, an address none.

/** Signs the link that confirms `email`'s application to `eventId` (or, for 'apply-manage', opens its page). */
export function signApplicationToken(
  eventId: string,
  email: string,
  secret: string,
  now = Date.now(),
  purpose: ApplicationTokenPurpose = 'apply-confirm',
) {
  return signToken({ email: `${eventId} ${email}`, purpose }, secret, now)
}

export type ApplicationTokenCheck =
  { ok: true; eventId: string; email: string } | { ok: false; reason: TokenRefusal }

/** The event and address an application's token was made for, if it holds. */
export async function verifyApplicationToken(
  token: string,
  secret: string,
  now = Date.now(),
  purpose: ApplicationTokenPurpose = 'apply-confirm',
): Promise<ApplicationTokenCheck> {
  const checked = await verifyToken(token, purpose, secret, now)
  if (!checked.ok) return checked
  const space = checked.email.indexOf(' ')
  if (space <= 0) return { ok: false, reason: 'malformed' }
  return { ok: true, eventId: checked.email.slice(0, space), email: checked.email.slice(space + 1) }
}
