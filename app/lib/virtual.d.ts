declare module 'virtual:content-images' {
  const images: Record<string, { url: string; width: number; height: number }>
  export default images
}
