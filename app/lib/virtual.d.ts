declare module 'virtual:content-images' {
  const images: Record<string, import('./images').ResolvedImage>
  export default images
}

declare module 'virtual:content-images/brand' {
  const images: Record<string, import('./images').ResolvedImage>
  export default images
}

declare module 'virtual:team-cards' {
  /** The social cards (1200×630 PNG): each team's by `<edition>/<team>`, each edition's by its slug, the archive's. */
  const cards: { teams: Record<string, string>; editions: Record<string, string>; archive: string }
  export default cards
}
