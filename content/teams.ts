import type { Team } from './schema.ts'

// Teams without a logo yet use image: 'placeholder' and get the placeholder icon.
export const teams: Team[] = [
  {
    id: 1,
    name: 'Brandprint',
    description:
      'An AI brand strategist for independent artists: drop in a few tracks and photos, answer five questions and get a palette, a tone of voice and cover-art directions that actually sound like you.',
    image: 'teams/brandprint.svg',
    projectUrl: 'https://brandprint.example.com',
    contact: { email: 'brandprint@example.com' },
  },
  {
    id: 2,
    name: 'SetTime',
    description:
      'Plan your festival day around the artists you love, and warm up with a pre-listening playlist for every set on your schedule.',
    image: 'teams/settime.svg',
    projectUrl: 'https://settime.example.com',
    contact: { email: 'settime@example.com' },
  },
  {
    id: 3,
    name: 'Encore Loop',
    description:
      'Turns one-night fans into lifelong listeners: scan a code at the merch table to get the setlist and an unreleased demo, then stay in the loop with pre-saves and ticket alerts for the next show in town.',
    image: 'teams/encore-loop.svg',
    projectUrl: 'https://encore-loop.example.com',
    contact: { email: 'encore-loop@example.com' },
  },
  {
    id: 4,
    name: 'Faderhand',
    description:
      'An AI sound engineer that listens to the room and suggests fader moves on the mixing console in real time.',
    image: 'teams/faderhand.svg',
    projectUrl: 'https://faderhand.example.com',
    contact: { email: 'faderhand@example.com' },
  },
  {
    id: 5,
    name: 'Afterglow Booth',
    description: 'A virtual photobooth that drops you onto the main stage.',
    image: 'teams/afterglow-booth.svg',
    projectUrl: 'https://afterglow-booth.example.com',
    contact: { email: 'afterglow-booth@example.com' },
  },
  {
    id: 6,
    name: 'Rememory',
    description:
      'Hum a half-remembered melody or describe a moment, and Rememory turns that memory into a produced track.',
    image: 'teams/rememory.svg',
    projectUrl: 'https://rememory.example.com',
    contact: { email: 'rememory@example.com' },
  },
  {
    id: 7,
    name: 'Chromavoice',
    description:
      'Sing, talk or play into your phone and watch AI paint the sound as living images.',
    image: 'teams/chromavoice.svg',
    projectUrl: 'https://chromavoice.example.com',
    contact: { email: 'chromavoice@example.com' },
  },
  {
    id: 8,
    name: 'Beat Buddy',
    description: 'A pocket practice partner that jams back at your tempo.',
    image: 'teams/beat-buddy.svg',
    projectUrl: 'https://beat-buddy.example.com',
    contact: { email: 'beat-buddy@example.com' },
  },
  {
    id: 9,
    name: 'Lyric Lab',
    description:
      'A songwriting room for people who have never written a song. Describe a feeling, pick a genre and Lyric Lab drafts verses with you line by line, explains why a rhyme lands and keeps every draft so nothing good gets lost at 3 a.m.',
    image: 'teams/lyric-lab.svg',
    projectUrl: 'https://lyric-lab.example.com',
    contact: { email: 'lyric-lab@example.com' },
  },
  {
    id: 10,
    name: 'Merch Drop',
    description:
      'Limited-run merch designed from an artist’s lyrics, ready for print-on-demand before the encore.',
    image: 'teams/merch-drop.svg',
    projectUrl: 'https://merch-drop.example.com',
    contact: { email: 'merch-drop@example.com' },
  },
  {
    id: 11,
    name: 'Crowd Pulse',
    description:
      'Live crowd-energy heatmaps for stage managers, built from anonymous tap-to-vibe votes.',
    image: 'teams/crowd-pulse.svg',
    projectUrl: 'https://crowd-pulse.example.com',
    contact: { email: 'crowd-pulse@example.com' },
  },
  {
    id: 12,
    name: 'Setlist Oracle',
    description: 'Predicts tonight’s setlist.',
    image: 'placeholder',
    projectUrl: 'https://setlist-oracle.example.com',
    contact: { email: 'setlist-oracle@example.com' },
  },
  {
    id: 13,
    name: 'Gig Swap',
    description:
      'Local bands trade opening slots across cities, so a Tuesday show in Oakland can turn into a weekend in Portland.',
    image: 'teams/gig-swap.svg',
    projectUrl: 'https://gig-swap.example.com',
    contact: { email: 'gig-swap@example.com' },
  },
  {
    id: 14,
    name: 'Busker Map',
    description:
      'Find street performers near you, see what they are playing and tip them in one tap.',
    image: 'teams/busker-map.svg',
    projectUrl: 'https://busker-map.example.com',
    contact: { email: 'busker-map@example.com' },
  },
  {
    id: 15,
    name: 'Sample Safari',
    description:
      'A crate-digging game that sends you hunting for royalty-free samples around San Francisco: each neighbourhood unlocks a sound pack recorded there, from cable-car bells to foghorns, ready to drop into your next beat.',
    image: 'teams/sample-safari.svg',
    projectUrl: 'https://sample-safari.example.com',
    contact: { email: 'sample-safari@example.com' },
  },
  {
    id: 16,
    name: 'Tour Buddy',
    description:
      'Shared itineraries, per diems and load-in times for small touring crews.',
    image: 'teams/tour-buddy.svg',
    projectUrl: 'https://tour-buddy.example.com',
    contact: { email: 'tour-buddy@example.com' },
  },
  {
    id: 17,
    name: 'Vinyl Vision',
    description:
      'Point your camera at a record sleeve to hear the story behind the album art.',
    image: 'teams/vinyl-vision.svg',
    projectUrl: 'https://vinyl-vision.example.com',
    contact: { email: 'vinyl-vision@example.com' },
  },
  {
    id: 18,
    name: 'Green Room',
    description: 'A calm check-in app for performers before they go on stage.',
    image: 'placeholder',
    projectUrl: 'https://green-room.example.com',
    contact: { email: 'green-room@example.com' },
  },
  {
    id: 19,
    name: 'Mood Mixer',
    description: 'Blend two playlists by mood, not genre.',
    image: 'teams/mood-mixer.svg',
    projectUrl: 'https://mood-mixer.example.com',
    contact: { email: 'mood-mixer@example.com' },
  },
  {
    id: 20,
    name: 'Harmony Hunt',
    description:
      'Ear-training quests that turn interval drills into a treasure hunt across the city.',
    image: 'teams/harmony-hunt.svg',
    projectUrl: 'https://harmony-hunt.example.com',
    contact: { email: 'harmony-hunt@example.com' },
  },
  {
    id: 21,
    name: 'Stage Pass',
    description:
      'Accessible festival navigation: step-free routes between stages, live captions for announcements and a quiet-zone finder, designed with disabled music fans who usually spend festivals planning around barriers.',
    image: 'teams/stage-pass.svg',
    projectUrl: 'https://stage-pass.example.com',
    contact: { email: 'stage-pass@example.com' },
  },
  {
    id: 22,
    name: 'Loop Letters',
    description:
      'Send a friend a voice note that comes back as a 30-second song.',
    image: 'teams/loop-letters.svg',
    projectUrl: 'https://loop-letters.example.com',
    contact: { email: 'loop-letters@example.com' },
  },
  {
    id: 23,
    name: 'Fan Quest',
    description: 'Festival scavenger hunts with prizes from local businesses.',
    image: 'teams/fan-quest.svg',
    projectUrl: 'https://fan-quest.example.com',
    contact: { email: 'fan-quest@example.com' },
  },
  {
    id: 24,
    name: 'Drum Circle',
    description:
      'A multiplayer drum machine where every phone in the room becomes a different drum.',
    image: 'teams/drum-circle.svg',
    projectUrl: 'https://drum-circle.example.com',
    contact: { email: 'drum-circle@example.com' },
  },
  {
    id: 25,
    name: 'Opener Match',
    description:
      'Matches headliners with local opening acts by sound, audience and vibe.',
    image: 'teams/opener-match.svg',
    projectUrl: 'https://opener-match.example.com',
    contact: { email: 'opener-match@example.com' },
  },
  {
    id: 26,
    name: 'Soundcheck AI',
    description: 'Checks your mic and instrument levels before you go live.',
    image: 'teams/soundcheck-ai.svg',
    projectUrl: 'https://soundcheck-ai.example.com',
    contact: { email: 'soundcheck-ai@example.com' },
  },
  {
    id: 27,
    name: 'Ticket Karma',
    description:
      'A fair resale board where fans swap tickets at face value, with karma points for people who show up, pass on spare tickets and help first-time festival-goers find their way around the grounds.',
    image: 'teams/ticket-karma.svg',
    projectUrl: 'https://ticket-karma.example.com',
    contact: { email: 'ticket-karma@example.com' },
  },
  {
    id: 28,
    name: 'Liner Notes',
    description: 'Auto-generated liner notes for independent releases.',
    image: 'placeholder',
    projectUrl: 'https://liner-notes.example.com',
    contact: { email: 'liner-notes@example.com' },
  },
  {
    id: 29,
    name: 'Pitch Pal',
    description:
      'A friendly vocal coach that draws your pitch as a glowing line and celebrates every note you hit.',
    image: 'teams/pitch-pal.svg',
    projectUrl: 'https://pitch-pal.example.com',
    contact: { email: 'pitch-pal@example.com' },
  },
  {
    id: 30,
    name: 'Night Bus',
    description:
      'Late-night rides home from shows, shared with fans heading your way.',
    image: 'placeholder',
    projectUrl: 'https://night-bus.example.com',
    contact: { email: 'night-bus@example.com' },
  },
  {
    id: 31,
    name: 'Riff Recall',
    description:
      'Never lose a riff again: record it, tag it and find it later by humming.',
    image: 'teams/riff-recall.svg',
    projectUrl: 'https://riff-recall.example.com',
    contact: { email: 'riff-recall@example.com' },
  },
  {
    id: 32,
    name: 'Festival Fit',
    description: 'Outfit ideas for every stage and every forecast.',
    image: 'teams/festival-fit.svg',
    projectUrl: 'https://festival-fit.example.com',
    contact: { email: 'festival-fit@example.com' },
  },
  {
    id: 33,
    name: 'Collab Canvas',
    description:
      'A shared canvas where a producer, a visual artist and a dancer sketch one idea together in real time, with AI bridging sound, movement and image so strangers find a common language in minutes.',
    image: 'teams/collab-canvas.svg',
    projectUrl: 'https://collab-canvas.example.com',
    contact: { email: 'collab-canvas@example.com' },
  },
  {
    id: 34,
    name: 'Local Legends',
    description:
      'An oral-history map of San Francisco’s music venues, told by the people who played them.',
    image: 'teams/local-legends.svg',
    projectUrl: 'https://local-legends.example.com',
    contact: { email: 'local-legends@example.com' },
  },
  {
    id: 35,
    name: 'Encore Cam',
    description:
      'Fans’ clips of the same song, stitched by AI into one multi-angle video.',
    image: 'teams/encore-cam.svg',
    projectUrl: 'https://encore-cam.example.com',
    contact: { email: 'encore-cam@example.com' },
  },
  {
    id: 36,
    name: 'Quiet Please',
    description:
      'Hearing-health nudges that kick in when the festival app senses you have spent too long near the speakers, because the best way to love live music for decades is to protect your ears today.',
    image: 'teams/quiet-please.svg',
    projectUrl: 'https://quiet-please.example.com',
    contact: { email: 'quiet-please@example.com' },
  },
]
