// The hero's player comes from here: the page embeds it and the CSP's frame-src allows it.
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'
