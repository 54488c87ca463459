// A confirmed builder's door pass: a short code a person can read out or type, signed with the
// secret that signs mailed links (MAIL_TOKEN_SECRET). It names no address, so it is not one of
// lib/tokens.ts's tokens; the door finds whose it is by checking it against each confirmed seat.

const encoder = new TextEncoder()
// Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper survives.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
// 10 characters, 50 bits of the signature: far beyond guessing at a door.
const CODE_LENGTH = 10

async function signature(applicationId: string, secret: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`door-pass.${applicationId}`)))
}

/** `XXXXX-XXXXX`: the first 50 bits of HMAC-SHA256(secret, 'door-pass.' + id) in base32. */
export async function doorPassCode(applicationId: string, secret: string): Promise<string> {
  const bytes = await signature(applicationId, secret)
  let bits = 0n
  for (const byte of bytes.slice(0, 7)) bits = (bits << 8n) | BigInt(byte)
  bits >>= 6n // 56 bits read, 50 kept
  let code = ''
  for (let i = CODE_LENGTH - 1; i >= 0; i -= 1) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)]
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

/** The code as typed or scanned: case, spaces and dashes ignored, and the look-alikes read as Crockford says. */
export function normaliseDoorPass(text: string): string | null {
  const plain = text.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0')
  if (plain.length !== CODE_LENGTH || ![...plain].every((char) => ALPHABET.includes(char))) return null
  return `${plain.slice(0, 5)}-${plain.slice(5)}`
}

/** Which of `applicationIds` the code was made for, or null; every id is checked, in constant time each. */
export async function doorPassHolder(
  code: string,
  applicationIds: readonly string[],
  secret: string,
): Promise<string | null> {
  const typed = normaliseDoorPass(code)
  if (typed === null) return null
  let holder: string | null = null
  for (const id of applicationIds) {
    const expected = await doorPassCode(id, secret)
    let difference = 0
    for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ typed.charCodeAt(i)
    if (difference === 0) holder = id
  }
  return holder
}
