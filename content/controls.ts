// The names of the page's own controls (pause buttons, field errors): visitor-facing copy.
export const controls = {
  heroVideo: { pause: 'Pause background video', play: 'Play background video' },
  timelineCycle: { pause: 'Pause slideshow', play: 'Play slideshow' },
  wholeDescription: { show: 'Read the whole story', hide: 'Show less' },
  toastRegion: 'Notifications',
} as const
