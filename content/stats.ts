import type { Stat } from './schema.ts'

// A '\n' in a label is where the card breaks the line.
export const stats: Stat[] = [
  { number: '100+', label: 'dreamers\nteamed up', gradient: 'sunset' },
  { number: '38', label: 'projects\nin one day', gradient: 'ultraviolet' },
  { number: '9', label: 'high profile\njudges', gradient: 'lagoon' },
  { number: '200K+', label: 'festival\nfans', gradient: 'ember' },
  { number: '1', label: 'culture building\nmoment', gradient: 'citrus' },
]
