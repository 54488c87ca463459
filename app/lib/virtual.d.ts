declare module 'virtual:content-images' {
  const images: Record<
    string,
    { url: string; width: number; height: number; sources?: { type: string; srcset: string }[] }
  >
  export default images
}

declare module 'virtual:team-cards' {
  /** Each team's social card (1200×630 PNG), by the team's slug. */
  const cards: Record<string, string>
  export default cards
}
