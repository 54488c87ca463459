/**
 * Names each part of the page React has hydrated on <html data-hydrated="page timeline …">, so
 * tests and tools wait on the page's own word: 'page' for the first screen, an id for each
 * section that hydrates apart as it comes near.
 */
export function markHydrated(part: string): void {
  const root = document.documentElement
  const parts = new Set((root.dataset.hydrated ?? '').split(' ').filter(Boolean))
  parts.add(part)
  root.dataset.hydrated = [...parts].join(' ')
}
