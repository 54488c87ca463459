import type { Team } from '../../schema.ts'

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
    story: {
      whatItDoes:
        'Independent artists drop in a few tracks and photos and answer five questions. Brandprint returns a palette, a tone of voice and cover-art directions that sound like them.',
      howTheyBuiltIt:
        'One model listens to the tracks and describes their mood; another turns the answers and that description into a brand brief. The team wrote the brief’s format by hand and let the models fill it, which kept the results honest.',
      whatsNext:
        'Two labels have asked to try it with their new signings. Next comes a press-kit export and a way to refresh the brand with each release.',
    },
    members: [
      { name: 'Priya Raman', role: 'Producer' },
      { name: 'Jordan Blake', role: 'Prompt lead' },
      { name: 'Ana Ruiz', role: 'Designer' },
      { name: 'Theo Marsh', role: 'Engineer' },
    ],
    pictures: [
      {
        src: 'projects/brandprint.svg',
        alt: 'Brandprint’s result screen with a colour palette, tone of voice and cover-art ideas',
      },
      { src: 'teams/brandprint.svg', alt: 'Brandprint’s logo on the app’s welcome screen' },
    ],
    placement: 'winner',
  },
  {
    id: 2,
    name: 'SetTime',
    description:
      'Plan your festival day around the artists you love, and warm up with a pre-listening playlist for every set on your schedule.',
    image: 'teams/settime.svg',
    projectUrl: 'https://settime.example.com',
    contact: { email: 'settime@example.com' },
    story: {
      whatItDoes:
        'Plan your festival day around the artists you love. Every set on your schedule comes with a short warm-up playlist.',
      howTheyBuiltIt:
        'They used an AI assistant to turn the festival’s timetable into clean data overnight, and a model to pick warm-up tracks from each artist’s back catalogue. Clashes are solved by plain code, on purpose.',
      whatsNext:
        'Push reminders ten minutes before a set. The team is also adding walking times between stages.',
    },
    members: [
      { name: 'Marcus Lee', role: 'Engineer' },
      { name: 'Hana Sato', role: 'Product lead' },
    ],
    pictures: [
      { src: 'projects/settime.svg', alt: 'SetTime schedule with three sets and their warm-up playlists' },
    ],
    placement: 'finalist',
  },
  {
    id: 3,
    name: 'Encore Loop',
    description:
      'Turns one-night fans into lifelong listeners: scan a code at the merch table to get the setlist and an unreleased demo, then stay in the loop with pre-saves and ticket alerts for the next show in town.',
    image: 'teams/encore-loop.svg',
    projectUrl: 'https://encore-loop.example.com',
    contact: { email: 'encore-loop@example.com' },
    story: {
      whatItDoes:
        'Fans scan a code at the merch table and get the setlist and an unreleased demo. Then they stay in the loop with pre-saves and alerts for the next show in town.',
      howTheyBuiltIt:
        'An AI agent writes a thank-you note in the artist’s voice from a few examples, and the artist approves each one. The scanning flow was prototyped in an afternoon with a code assistant.',
      whatsNext: 'A pilot with a touring band this autumn. Then analytics an artist can read in one glance.',
    },
    members: [
      { name: 'Dani Flores', role: 'Producer' },
      { name: 'Chris Owens', role: 'Prompt lead' },
      { name: 'Nia Roberts', role: 'Frontend' },
    ],
    placement: 'finalist',
  },
  {
    id: 4,
    name: 'Faderhand',
    description:
      'An AI sound engineer that listens to the room and suggests fader moves on the mixing console in real time.',
    image: 'teams/faderhand.svg',
    projectUrl: 'https://faderhand.example.com',
    contact: { email: 'faderhand@example.com' },
    story: {
      whatItDoes:
        'Mix a track with your hands in the air: the camera reads your gestures and moves the faders. It makes mixing a performance you can watch.',
      howTheyBuiltIt:
        'A hand-tracking model gives the positions, and the team used an assistant to tune the smoothing until the faders stopped shaking. They trained nothing themselves; the skill was in the prompts and the maths.',
      whatsNext: 'Support for two people mixing at once. A workshop for teenagers in the Mission is booked.',
    },
    members: [
      { name: 'Leo Park', role: 'Engineer' },
      { name: 'Rosa Jimenez', role: 'Sound design' },
      { name: 'Ike Obi', role: 'Interaction design' },
    ],
    placement: 'finalist',
  },
  {
    id: 5,
    name: 'Afterglow Booth',
    description: 'A virtual photobooth that drops you onto the main stage.',
    image: 'teams/afterglow-booth.svg',
    projectUrl: 'https://afterglow-booth.example.com',
    contact: { email: 'afterglow-booth@example.com' },
    story: {
      whatItDoes:
        'A photo booth that turns your festival snapshot into a poster in the style of the headliner’s artwork. You leave with a print and a link.',
      howTheyBuiltIt:
        'An image model restyles the photo from a prompt the team wrote for each artist’s look, with the artists’ permission. A small server queues the prints so the line keeps moving.',
      whatsNext:
        'Booths at two more festivals, and a share page for each poster. The artists get the posters too.',
    },
    members: [
      { name: 'Grace Kim', role: 'Producer' },
      { name: 'Omar Haddad', role: 'Prompt lead' },
    ],
    placement: 'finalist',
  },
  {
    id: 6,
    name: 'Rememory',
    description:
      'Hum a half-remembered melody or describe a moment, and Rememory turns that memory into a produced track.',
    image: 'teams/rememory.svg',
    projectUrl: 'https://rememory.example.com',
    contact: { email: 'rememory@example.com' },
    story: {
      whatItDoes:
        'Ask it about a show you went to years ago and it rebuilds the night: the setlist, the weather, the photos fans posted. It is a diary you did not have to keep.',
      howTheyBuiltIt:
        'A model searches public setlists and posts and writes a short account, with every fact linked to its source. The team spent Sunday removing anything it could not back up.',
      whatsNext: 'Shared memories, so friends can add what they remember. And an export to print.',
    },
    members: [
      { name: 'Eva Lindqvist', role: 'Research' },
      { name: 'Jamal Carter', role: 'Engineer' },
      { name: 'Mei Chen', role: 'Writer' },
    ],
    placement: 'finalist',
  },
  {
    id: 7,
    name: 'Chromavoice',
    description: 'Sing, talk or play into your phone and watch AI paint the sound as living images.',
    image: 'teams/chromavoice.svg',
    projectUrl: 'https://chromavoice.example.com',
    contact: { email: 'chromavoice@example.com' },
    story: {
      whatItDoes:
        'It turns a singer’s voice into colour in real time, for stage visuals that follow every note. Quiet songs glow; loud ones burn.',
      howTheyBuiltIt:
        'An audio model describes pitch and timbre, and a prompt turns that into a palette the lights can use. The team wrote the lighting code with an assistant and tested it on a rented LED wall.',
      whatsNext: 'A plug-in for common lighting desks. Two venues want to try it at open-mic nights.',
    },
    members: [
      { name: 'Sofia Marino', role: 'Visuals' },
      { name: 'Ben Adler', role: 'Engineer' },
      { name: 'Kai Nakamura', role: 'Prompt lead' },
    ],
    placement: 'finalist',
  },
  {
    id: 8,
    name: 'Beat Buddy',
    description: 'A pocket practice partner that jams back at your tempo.',
    image: 'teams/beat-buddy.svg',
    projectUrl: 'https://beat-buddy.example.com',
    contact: { email: 'beat-buddy@example.com' },
    story: {
      whatItDoes:
        'Play a few bars and Beat Buddy answers at your tempo with a bass line or a beat. Practice feels like a jam.',
      howTheyBuiltIt:
        'A music model generates the answers; the team prompted it with the key and tempo it detects. They tuned the latency until a drummer stopped noticing it.',
      whatsNext: 'More styles, starting with bossa nova. Then a mode that records the whole session.',
    },
    members: [
      { name: 'Luis Ortega', role: 'Engineer' },
      { name: 'Tess Morgan', role: 'Musician' },
    ],
  },
  {
    id: 9,
    name: 'Lyric Lab',
    description:
      'A songwriting room for people who have never written a song. Describe a feeling, pick a genre and Lyric Lab drafts verses with you line by line, explains why a rhyme lands and keeps every draft so nothing good gets lost at 3 a.m.',
    image: 'teams/lyric-lab.svg',
    projectUrl: 'https://lyric-lab.example.com',
    contact: { email: 'lyric-lab@example.com' },
    story: {
      whatItDoes:
        'A songwriting room for first-timers: describe a feeling, pick a genre, and write verses line by line with a patient partner. Every draft is kept.',
      howTheyBuiltIt:
        'A language model drafts and explains rhymes; the team wrote its instructions with two songwriters so it suggests rather than takes over. The draft history is plain code.',
      whatsNext: 'A class pack for schools. The team also wants a melody sketch to go with the words.',
    },
    members: [
      { name: 'Amara Nwosu', role: 'Prompt lead' },
      { name: 'Felix Grant', role: 'Engineer' },
      { name: 'June Park', role: 'Songwriter' },
    ],
  },
  {
    id: 10,
    name: 'Merch Drop',
    description:
      'Limited-run merch designed from an artist’s lyrics, ready for print-on-demand before the encore.',
    image: 'teams/merch-drop.svg',
    projectUrl: 'https://merch-drop.example.com',
    contact: { email: 'merch-drop@example.com' },
    story: {
      whatItDoes:
        'It designs limited-run merch from an artist’s lyrics, ready for print-on-demand before the encore. Fans buy at the show and pick up at home.',
      howTheyBuiltIt:
        'An image model drew designs from lyric lines the artist chose, and a code assistant wired up the print service. The artist signs off on every design.',
      whatsNext: 'Sizes and stock that follow the tour. Then designs from setlists, not just lyrics.',
    },
    members: [
      { name: 'Rico Vega', role: 'Producer' },
      { name: 'Ellie Shaw', role: 'Designer' },
    ],
  },
  {
    id: 11,
    name: 'Crowd Pulse',
    description: 'Live crowd-energy heatmaps for stage managers, built from anonymous tap-to-vibe votes.',
    image: 'teams/crowd-pulse.svg',
    projectUrl: 'https://crowd-pulse.example.com',
    contact: { email: 'crowd-pulse@example.com' },
    story: {
      whatItDoes:
        'Fans tap to say how the set feels, and stage managers see a live heatmap of the crowd’s energy. Nobody is tracked; votes are anonymous.',
      howTheyBuiltIt:
        'A model summarises the taps into short notes like “back left fading”. The heatmap was built in a night with an assistant writing most of the canvas code.',
      whatsNext:
        'A test with a stage crew at a mid-size festival. Then alerts when a corner of the crowd gets too packed.',
    },
    members: [
      { name: 'Noor Aziz', role: 'Engineer' },
      { name: 'Pete Dalton', role: 'Product lead' },
      { name: 'Lia Costa', role: 'Data' },
    ],
  },
  {
    id: 12,
    name: 'Setlist Oracle',
    description: 'Predicts tonight’s setlist.',
    image: 'placeholder',
    projectUrl: 'https://setlist-oracle.example.com',
    contact: { email: 'setlist-oracle@example.com' },
    story: {
      whatItDoes:
        'It predicts tonight’s setlist from the tour so far. Fans can warm up with the songs most likely to come.',
      howTheyBuiltIt:
        'The team asked a model to reason over past setlists and explain each guess. They scored it against the week’s real shows and kept the version that admitted doubt.',
      whatsNext: 'Confidence shown per song. And a game where fans bet on the encore.',
    },
    members: [
      { name: 'Max Weber', role: 'Data' },
      { name: 'Aisha Bello', role: 'Prompt lead' },
    ],
  },
  {
    id: 13,
    name: 'Gig Swap',
    description:
      'Local bands trade opening slots across cities, so a Tuesday show in Oakland can turn into a weekend in Portland.',
    image: 'teams/gig-swap.svg',
    projectUrl: 'https://gig-swap.example.com',
    contact: { email: 'gig-swap@example.com' },
    story: {
      whatItDoes:
        'Local bands trade opening slots across cities. A Tuesday show in Oakland can turn into a weekend in Portland.',
      howTheyBuiltIt:
        'A model matches bands by sound and draw from their public pages, and writes the first message between them. The team reviewed every match in the demo by hand.',
      whatsNext: 'Venues as partners, so swaps come with a date. They start with the West Coast.',
    },
    members: [
      { name: 'Cam Ito', role: 'Engineer' },
      { name: 'Rosie Blake', role: 'Community' },
      { name: 'Dev Patel', role: 'Prompt lead' },
    ],
  },
  {
    id: 14,
    name: 'Busker Map',
    description: 'Find street performers near you, see what they are playing and tip them in one tap.',
    image: 'teams/busker-map.svg',
    projectUrl: 'https://busker-map.example.com',
    contact: { email: 'busker-map@example.com' },
    story: {
      whatItDoes:
        'Find street performers near you, hear what they are playing and tip them in one tap. Buskers choose when they appear.',
      howTheyBuiltIt:
        'A model writes each busker’s short bio from a voice note, and the map was built with a code assistant. The tipping flow is deliberately plain.',
      whatsNext: 'Pilots in two neighbourhoods. Then a way for buskers to share a spot.',
    },
    members: [
      { name: 'Zoe Martin', role: 'Producer' },
      { name: 'Kofi Mensah', role: 'Engineer' },
    ],
  },
  {
    id: 15,
    name: 'Sample Safari',
    description:
      'A crate-digging game that sends you hunting for royalty-free samples around San Francisco: each neighbourhood unlocks a sound pack recorded there, from cable-car bells to foghorns, ready to drop into your next beat.',
    image: 'teams/sample-safari.svg',
    projectUrl: 'https://sample-safari.example.com',
    contact: { email: 'sample-safari@example.com' },
    story: {
      whatItDoes:
        'A crate-digging game: each neighbourhood unlocks a pack of sounds recorded there. From cable-car bells to foghorns, everything is free to use.',
      howTheyBuiltIt:
        'The team recorded the sounds and a model tagged and named them. A code assistant built the map and the unlock rules in a day.',
      whatsNext: 'More cities, recorded by local producers. And a beat contest with the packs.',
    },
    members: [
      { name: 'Jae Kim', role: 'Sound design' },
      { name: 'Olivia Brooks', role: 'Engineer' },
      { name: 'Sami Haddad', role: 'Game design' },
    ],
  },
  {
    id: 16,
    name: 'Tour Buddy',
    description: 'Shared itineraries, per diems and load-in times for small touring crews.',
    image: 'teams/tour-buddy.svg',
    projectUrl: 'https://tour-buddy.example.com',
    contact: { email: 'tour-buddy@example.com' },
    story: {
      whatItDoes:
        'Shared itineraries, per diems and load-in times for small touring crews. Everyone sees the same plan on their phone.',
      howTheyBuiltIt:
        'A model turns messy emails from venues into a clean schedule. The team checked it against a real tour’s paperwork.',
      whatsNext: 'Offline mode for venues with no signal. Then receipts by photo.',
    },
    members: [
      { name: 'Hank Torres', role: 'Tour manager' },
      { name: 'Lily Zhang', role: 'Engineer' },
    ],
  },
  {
    id: 17,
    name: 'Vinyl Vision',
    description: 'Point your camera at a record sleeve to hear the story behind the album art.',
    image: 'teams/vinyl-vision.svg',
    projectUrl: 'https://vinyl-vision.example.com',
    contact: { email: 'vinyl-vision@example.com' },
    story: {
      whatItDoes:
        'Point your camera at a record sleeve to hear the story behind the album art. The stories come from interviews and liner notes.',
      howTheyBuiltIt:
        'A vision model recognises the sleeve, and a language model tells the story with its sources linked. The team wrote strict rules against making things up.',
      whatsNext: 'Stories from the artists themselves. A record shop in the Haight wants to try it.',
    },
    members: [
      { name: 'Mara Quinn', role: 'Research' },
      { name: 'Otis Reed', role: 'Engineer' },
      { name: 'Bea Santos', role: 'Writer' },
    ],
  },
  {
    id: 18,
    name: 'Green Room',
    description: 'A calm check-in app for performers before they go on stage.',
    image: 'placeholder',
    projectUrl: 'https://green-room.example.com',
    contact: { email: 'green-room@example.com' },
    story: {
      whatItDoes:
        'A calm check-in before a performer goes on stage: breathing, a short note to self, a glass of water. It takes two minutes.',
      howTheyBuiltIt:
        'The team wrote the check-in with a performance coach and used a model only to vary the wording. The voice guidance was recorded, not generated.',
      whatsNext: 'A version for crews as well as artists. They are looking for a venue to try it.',
    },
    members: [
      { name: 'Ivy Chen', role: 'Producer' },
      { name: 'Ray Cooper', role: 'Coach' },
    ],
  },
  {
    id: 19,
    name: 'Mood Mixer',
    description: 'Blend two playlists by mood, not genre.',
    image: 'teams/mood-mixer.svg',
    projectUrl: 'https://mood-mixer.example.com',
    contact: { email: 'mood-mixer@example.com' },
    story: {
      whatItDoes:
        'Blend two playlists by mood, not genre. A rainy-day list and a road-trip list become one that works for both.',
      howTheyBuiltIt:
        'A model describes each song’s mood from its audio features, and plain code does the blending. The team listened to every demo mix start to finish.',
      whatsNext: 'Blends for three or more people. And a slider for how much of each.',
    },
    members: [
      { name: 'Nico Rossi', role: 'Engineer' },
      { name: 'Tara Singh', role: 'Prompt lead' },
    ],
  },
  {
    id: 20,
    name: 'Harmony Hunt',
    description: 'Ear-training quests that turn interval drills into a treasure hunt across the city.',
    image: 'teams/harmony-hunt.svg',
    projectUrl: 'https://harmony-hunt.example.com',
    contact: { email: 'harmony-hunt@example.com' },
    story: {
      whatItDoes:
        'Ear-training quests across the city: each clue is an interval you have to hear. Solve it and the next place unlocks.',
      howTheyBuiltIt:
        'The team used a model to write the clues and a code assistant for the audio drills. A music teacher checked every interval.',
      whatsNext: 'A classroom mode. Then chords, not just intervals.',
    },
    members: [
      { name: 'Ella Moreno', role: 'Music teacher' },
      { name: 'Finn Walsh', role: 'Engineer' },
      { name: 'Yuki Mori', role: 'Game design' },
    ],
  },
  {
    id: 21,
    name: 'Stage Pass',
    description:
      'Accessible festival navigation: step-free routes between stages, live captions for announcements and a quiet-zone finder, designed with disabled music fans who usually spend festivals planning around barriers.',
    image: 'teams/stage-pass.svg',
    projectUrl: 'https://stage-pass.example.com',
    contact: { email: 'stage-pass@example.com' },
    story: {
      whatItDoes:
        'Step-free routes between stages, live captions for announcements and a quiet-zone finder. It was designed with disabled music fans.',
      howTheyBuiltIt:
        'A speech model captions announcements live, and the routes come from a map the team surveyed with wheelchair users. An assistant helped write the accessible map view.',
      whatsNext: 'Two festivals have asked for it. Next is sign-language video for the main announcements.',
    },
    members: [
      { name: 'Alex Rivera', role: 'Accessibility lead' },
      { name: 'Hope Daniels', role: 'Engineer' },
      { name: 'Marcus Hill', role: 'Research' },
      { name: 'Kim Lau', role: 'Designer' },
    ],
  },
  {
    id: 22,
    name: 'Loop Letters',
    description: 'Send a friend a voice note that comes back as a 30-second song.',
    image: 'teams/loop-letters.svg',
    projectUrl: 'https://loop-letters.example.com',
    contact: { email: 'loop-letters@example.com' },
    story: {
      whatItDoes: 'Send a friend a voice note and it arrives as a 30-second song. The words stay yours.',
      howTheyBuiltIt:
        'A music model writes a backing track to the voice note’s rhythm, and the team tuned the prompts so speech stays clear. It ran on a laptop for the demo.',
      whatsNext: 'Group songs from several voices. And a birthday mode.',
    },
    members: [
      { name: 'Gabe Silva', role: 'Engineer' },
      { name: 'Nina Petrova', role: 'Producer' },
    ],
  },
  {
    id: 23,
    name: 'Fan Quest',
    description: 'Festival scavenger hunts with prizes from local businesses.',
    image: 'teams/fan-quest.svg',
    projectUrl: 'https://fan-quest.example.com',
    contact: { email: 'fan-quest@example.com' },
    story: {
      whatItDoes:
        'Festival scavenger hunts with prizes from local businesses. Teams race between stages solving clues.',
      howTheyBuiltIt:
        'A model writes clues from the festival map and the line-up, and the team checked each one on site. The leaderboard was built with a code assistant.',
      whatsNext: 'Hunts that follow the schedule. Prizes from the artists too.',
    },
    members: [
      { name: 'Ty Brooks', role: 'Game design' },
      { name: 'Sara Haddad', role: 'Engineer' },
      { name: 'Ollie Grant', role: 'Partnerships' },
    ],
  },
  {
    id: 24,
    name: 'Drum Circle',
    description: 'A multiplayer drum machine where every phone in the room becomes a different drum.',
    image: 'teams/drum-circle.svg',
    projectUrl: 'https://drum-circle.example.com',
    contact: { email: 'drum-circle@example.com' },
    story: {
      whatItDoes: 'Every phone in the room becomes a different drum. Together the crowd plays one beat.',
      howTheyBuiltIt:
        'A code assistant built the sync between phones, and a model suggests rhythms that fit the number of players. The team tested it with forty strangers.',
      whatsNext: 'A stage mode for a drummer to lead the room. Then other instruments.',
    },
    members: [
      { name: 'Kemi Ade', role: 'Engineer' },
      { name: 'Paul Novak', role: 'Musician' },
    ],
  },
  {
    id: 25,
    name: 'Opener Match',
    description: 'Matches headliners with local opening acts by sound, audience and vibe.',
    image: 'teams/opener-match.svg',
    projectUrl: 'https://opener-match.example.com',
    contact: { email: 'opener-match@example.com' },
    story: {
      whatItDoes:
        'It matches headliners with local opening acts by sound, audience and vibe. Bookers get a shortlist with reasons.',
      howTheyBuiltIt:
        'A model compares the acts’ tracks and audiences and explains each match. The team asked two bookers to judge the lists blind.',
      whatsNext: 'A booker’s dashboard. And fair pay figures with every match.',
    },
    members: [
      { name: 'Dana Cole', role: 'Booker' },
      { name: 'Raj Mehta', role: 'Prompt lead' },
      { name: 'Luz Ortiz', role: 'Engineer' },
    ],
  },
  {
    id: 26,
    name: 'Soundcheck AI',
    description: 'Checks your mic and instrument levels before you go live.',
    image: 'teams/soundcheck-ai.svg',
    projectUrl: 'https://soundcheck-ai.example.com',
    contact: { email: 'soundcheck-ai@example.com' },
    story: {
      whatItDoes:
        'It listens to your mic and instrument before you go live and tells you what to fix. No engineer needed for a small gig.',
      howTheyBuiltIt:
        'An audio model spots clipping, hum and muddy lows, and a language model explains the fix in plain words. The team tried it on a dozen open-mic sets.',
      whatsNext: 'A version for streaming setups. Then presets per venue.',
    },
    members: [
      { name: 'Victor Lin', role: 'Engineer' },
      { name: 'Abby Stone', role: 'Sound engineer' },
    ],
  },
  {
    id: 27,
    name: 'Ticket Karma',
    description:
      'A fair resale board where fans swap tickets at face value, with karma points for people who show up, pass on spare tickets and help first-time festival-goers find their way around the grounds.',
    image: 'teams/ticket-karma.svg',
    projectUrl: 'https://ticket-karma.example.com',
    contact: { email: 'ticket-karma@example.com' },
    story: {
      whatItDoes:
        'A fair resale board where fans swap tickets at face value. Karma points go to people who show up and help others.',
      howTheyBuiltIt:
        'A model screens listings for resale above face value and explains why it flags them. The points system is plain code, written with an assistant.',
      whatsNext: 'A pilot with a venue’s own ticketing. Then karma that carries across festivals.',
    },
    members: [
      { name: 'Jules Bernard', role: 'Product lead' },
      { name: 'Mina Park', role: 'Engineer' },
      { name: 'Oscar Diaz', role: 'Prompt lead' },
    ],
  },
  {
    id: 28,
    name: 'Liner Notes',
    description: 'Auto-generated liner notes for independent releases.',
    image: 'placeholder',
    projectUrl: 'https://liner-notes.example.com',
    contact: { email: 'liner-notes@example.com' },
    story: {
      whatItDoes:
        'It writes liner notes for independent releases from the artist’s own answers. The notes read like them, not like a press release.',
      howTheyBuiltIt:
        'A model interviews the artist in chat and drafts the notes, which the artist edits. The team wrote the interview questions with a music journalist.',
      whatsNext: 'Print-ready layouts for vinyl. And notes in more languages.',
    },
    members: [
      { name: 'Hazel Wood', role: 'Writer' },
      { name: 'Ken Ito', role: 'Engineer' },
    ],
  },
  {
    id: 29,
    name: 'Pitch Pal',
    description:
      'A friendly vocal coach that draws your pitch as a glowing line and celebrates every note you hit.',
    image: 'teams/pitch-pal.svg',
    projectUrl: 'https://pitch-pal.example.com',
    contact: { email: 'pitch-pal@example.com' },
    story: {
      whatItDoes:
        'A friendly vocal coach that draws your pitch as a glowing line. It celebrates every note you hit.',
      howTheyBuiltIt:
        'Pitch tracking is classic signal processing; a model writes the encouragement and tips. The team tested it with singers who had never had a lesson.',
      whatsNext: 'Duets, with two lines. Then songs from your own library.',
    },
    members: [
      { name: 'Carmen Ruiz', role: 'Vocal coach' },
      { name: 'Eli Ford', role: 'Engineer' },
      { name: 'Sun Li', role: 'Designer' },
    ],
  },
  {
    id: 30,
    name: 'Night Bus',
    description: 'Late-night rides home from shows, shared with fans heading your way.',
    image: 'placeholder',
    projectUrl: 'https://night-bus.example.com',
    contact: { email: 'night-bus@example.com' },
    story: {
      whatItDoes:
        'Late-night rides home from shows, shared with fans heading your way. Everyone pays a fair share.',
      howTheyBuiltIt:
        'A model groups riders by route and writes the meeting instructions. The team walked every pickup point before the demo.',
      whatsNext: 'Partnership talks with a venue in SoMa. Then safety check-ins on arrival.',
    },
    members: [
      { name: 'Rita Gomez', role: 'Product lead' },
      { name: 'Will Tran', role: 'Engineer' },
    ],
  },
  {
    id: 31,
    name: 'Riff Recall',
    description: 'Never lose a riff again: record it, tag it and find it later by humming.',
    image: 'teams/riff-recall.svg',
    projectUrl: 'https://riff-recall.example.com',
    contact: { email: 'riff-recall@example.com' },
    story: {
      whatItDoes:
        'Record a riff, tag it, and find it later by humming. Nothing good gets lost in a voice-memo pile.',
      howTheyBuiltIt:
        'An audio model turns hums and riffs into searchable melodies. The team wrote the app with a code assistant and a lot of humming.',
      whatsNext: 'Search across a band’s shared riffs. And tabs for guitar.',
    },
    members: [
      { name: 'Duke Harris', role: 'Guitarist' },
      { name: 'Anya Volkova', role: 'Engineer' },
      { name: 'Pablo Cruz', role: 'Prompt lead' },
    ],
  },
  {
    id: 32,
    name: 'Festival Fit',
    description: 'Outfit ideas for every stage and every forecast.',
    image: 'teams/festival-fit.svg',
    projectUrl: 'https://festival-fit.example.com',
    contact: { email: 'festival-fit@example.com' },
    story: {
      whatItDoes:
        'Outfit ideas for every stage and every forecast. It works with the clothes you already have.',
      howTheyBuiltIt:
        'An image model reads photos of your wardrobe, and a language model suggests outfits for the weather and the line-up. The team kept every photo on the phone.',
      whatsNext: 'Swaps between friends. And a packing list for camping festivals.',
    },
    members: [
      { name: 'Jade Moss', role: 'Designer' },
      { name: 'Ron Beck', role: 'Engineer' },
    ],
  },
  {
    id: 33,
    name: 'Collab Canvas',
    description:
      'A shared canvas where a producer, a visual artist and a dancer sketch one idea together in real time, with AI bridging sound, movement and image so strangers find a common language in minutes.',
    image: 'teams/collab-canvas.svg',
    projectUrl: 'https://collab-canvas.example.com',
    contact: { email: 'collab-canvas@example.com' },
    story: {
      whatItDoes:
        'A producer, a visual artist and a dancer sketch one idea together in real time. AI turns sound into shapes and movement into sound.',
      howTheyBuiltIt:
        'Models translate between media, and the team tuned them so each artist could steer. The shared canvas was built with a code assistant overnight.',
      whatsNext: 'A residency with a dance company. Then recordings of each session.',
    },
    members: [
      { name: 'Iris Clay', role: 'Visual artist' },
      { name: 'Mo Rahman', role: 'Producer' },
      { name: 'Lena Cruz', role: 'Choreographer' },
      { name: 'Ben Ko', role: 'Engineer' },
    ],
  },
  {
    id: 34,
    name: 'Local Legends',
    description: 'An oral-history map of San Francisco’s music venues, told by the people who played them.',
    image: 'teams/local-legends.svg',
    projectUrl: 'https://local-legends.example.com',
    contact: { email: 'local-legends@example.com' },
    story: {
      whatItDoes:
        'An oral-history map of San Francisco’s music venues, told by the people who played them. Tap a venue and listen.',
      howTheyBuiltIt:
        'The team recorded interviews, and a model transcribed and summarised them with quotes checked by the speakers. The map came together with a code assistant.',
      whatsNext: 'More interviews, starting with closed venues. A library wants to archive them.',
    },
    members: [
      { name: 'Gus Romero', role: 'Interviewer' },
      { name: 'Tina Vo', role: 'Engineer' },
      { name: 'Ray Lewis', role: 'Archivist' },
    ],
  },
  {
    id: 35,
    name: 'Encore Cam',
    description: 'Fans’ clips of the same song, stitched by AI into one multi-angle video.',
    image: 'teams/encore-cam.svg',
    projectUrl: 'https://encore-cam.example.com',
    contact: { email: 'encore-cam@example.com' },
    story: {
      whatItDoes: 'Fans’ clips of the same song, stitched into one multi-angle video. Every fan gets credit.',
      howTheyBuiltIt:
        'A model lines up the clips by their audio and picks the best angle for each moment. The team asked fans’ permission for every clip in the demo.',
      whatsNext: 'Artists as co-editors. Then a cut for each fan.',
    },
    members: [
      { name: 'Lou Becker', role: 'Video' },
      { name: 'Ama Owusu', role: 'Engineer' },
    ],
  },
  {
    id: 36,
    name: 'Quiet Please',
    description:
      'Hearing-health nudges that kick in when the festival app senses you have spent too long near the speakers, because the best way to love live music for decades is to protect your ears today.',
    image: 'teams/quiet-please.svg',
    projectUrl: 'https://quiet-please.example.com',
    contact: { email: 'quiet-please@example.com' },
    story: {
      whatItDoes:
        'Gentle nudges when you have spent too long near the speakers. It protects your ears so you can love live music for decades.',
      howTheyBuiltIt:
        'Sound levels come from the phone’s microphone, and a model writes the nudges so they feel friendly, not preachy. An audiologist checked the limits.',
      whatsNext: 'A festival partner to hand out earplugs on cue. Then a weekly hearing summary.',
    },
    members: [
      { name: 'Sage Holt', role: 'Producer' },
      { name: 'Arun Das', role: 'Engineer' },
      { name: 'Fern Kelly', role: 'Audiologist' },
    ],
  },
]
