declare module 'virtual:content-images' {
  const images: Record<
    string,
    { url: string; width: number; height: number; sources?: { type: string; srcset: string }[] }
  >
  export default images
}
