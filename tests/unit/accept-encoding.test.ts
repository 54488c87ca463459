// Which compression the Node server sends (server/encoding.ts), as RFC 9110 reads
// Accept-Encoding: brotli before gzip, and q=0 means "not acceptable".
import { describe, expect, it } from 'vitest'
import { pickEncoding } from '../../server/encoding.ts'

describe('choosing the encoding of an answer', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['BR;Q=0.5', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['', null],
  ])('Accept-Encoding: %j gets %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})
