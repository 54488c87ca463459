declare module 'virtual:content-images' {
  const images: Record<
    string,
    { url: string; width: number; height: number; sources?: { type: string; srcset: string }[] }
  >
  export default images
}

declare module 'virtual:team-cards' {
  /** The social cards (1200×630 PNG): each team's by `<edition>/<team>`, each edition's by its slug, the archive's. */
  const cards: { teams: Record<string, string>; editions: Record<string, string>; archive: string }
  export default cards
}
