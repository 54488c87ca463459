// A confirmed builder's door pass (lib/doorPass.ts): short enough to type, and only the secret's.
import { describe, expect, it } from 'vitest'
import { doorPassCode, doorPassHolder, normaliseDoorPass } from '../../lib/doorPass'

const SECRET = 'door-pass-unit-secret-0123456789abcdef'
const ANA = '1a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d'
const BO = '5b6a7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8e'

describe('the door pass', () => {
  it('is ten characters of Crockford base32 in two groups', async () => {
    expect(await doorPassCode(ANA, SECRET)).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
  })

  it('names its holder however it is typed: case, spaces, dashes and look-alike letters', async () => {
    const code = await doorPassCode(BO, SECRET)
    const typed = ` ${code.toLowerCase().replace('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l')} `
    expect(normaliseDoorPass(typed)).toBe(code)
    expect(await doorPassHolder(typed, [ANA, BO], SECRET)).toBe(BO)
  })

  it('names nobody for a code made with another secret, for someone else, or malformed', async () => {
    const foreign = await doorPassCode(ANA, `${SECRET}-elsewhere`)
    expect(await doorPassHolder(foreign, [ANA, BO], SECRET)).toBeNull()
    expect(await doorPassHolder(await doorPassCode(ANA, SECRET), [BO], SECRET)).toBeNull()
    expect(await doorPassHolder('ABC', [ANA, BO], SECRET)).toBeNull()
    expect(await doorPassHolder('UUUUU-UUUUU', [ANA, BO], SECRET)).toBeNull()
  })
})
