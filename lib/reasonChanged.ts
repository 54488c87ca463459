// A probe that keeps failing for the same reason should log one line, not one per request. This
// remembers the last reason (null: it passed) and answers whether the new one differs from it.
export function reasonChanged(): (reason: string | null) => boolean {
  let last: string | null = null
  return (reason) => {
    const isChanged = reason !== last
    last = reason
    return isChanged
  }
}
