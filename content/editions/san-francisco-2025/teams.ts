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
        'Five questions and a handful of songs become a one-page brand brief an artist can hand to a designer. Each choice on it says which track or answer it came from, so nothing feels pulled from thin air.',
      howTheyBuiltIt:
        'One model listens to the tracks and describes their mood; another turns the answers and that description into a brand brief. The team wrote the brief’s format by hand and let the models fill it, which kept the results honest.',
      whatsNext:
        'Two labels have asked to try it with their new signings. Next comes a press-kit export and a way to refresh the brand with each release.',
    },
    members: [
      {
        name: 'Priya Raman',
        role: 'Producer',
        picture: { src: 'teams/members/priya-raman.svg', alt: 'Drawn portrait of Priya Raman' },
      },
      {
        name: 'Jordan Blake',
        role: 'Prompt lead',
        picture: { src: 'teams/members/jordan-blake.svg', alt: 'Drawn portrait of Jordan Blake' },
      },
      {
        name: 'Ana Ruiz',
        role: 'Designer',
        picture: { src: 'teams/members/ana-ruiz.svg', alt: 'Drawn portrait of Ana Ruiz' },
      },
      {
        name: 'Theo Marsh',
        role: 'Engineer',
        picture: { src: 'teams/members/theo-marsh.svg', alt: 'Drawn portrait of Theo Marsh' },
      },
    ],
    pictures: [
      {
        src: 'teams/screens/brandprint-welcome.svg',
        alt: 'Brandprint’s welcome screen on a phone: the app’s round logo, its name and a Start button',
      },
      {
        src: 'teams/screens/brandprint-result.svg',
        alt: 'Brandprint’s result screen on a phone: a five-colour palette, the tone words Warm, Bold and Honest, and four cover-art sketches',
      },
    ],
    placement: 'winner',
    prize: 'Crowned champion on the Outside Lands main stage, and a pilot with two independent labels.',
    builtWith: ['Vibeloom', 'Claude', 'Web Audio API', 'Supabase'],
    demoUrl: 'https://brandprint.example.com/demo',
    codeUrl: 'https://code.example.com/brandprint',
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
        'Tick the acts you want to see and it lays out the day stage by stage, flags the clashes and offers the set you would miss least. Each pick opens a short playlist of that act’s songs.',
      howTheyBuiltIt:
        'They used an AI assistant to turn the festival’s timetable into clean data overnight, and a model to pick warm-up tracks from each artist’s back catalogue. Clashes are solved by plain code, on purpose.',
      whatsNext:
        'Push reminders ten minutes before a set. The team is also adding walking times between stages.',
    },
    members: [
      {
        name: 'Marcus Lee',
        role: 'Engineer',
        picture: { src: 'teams/members/marcus-lee.svg', alt: 'Drawn portrait of Marcus Lee' },
      },
      {
        name: 'Hana Sato',
        role: 'Product lead',
        picture: { src: 'teams/members/hana-sato.svg', alt: 'Drawn portrait of Hana Sato' },
      },
    ],
    pictures: [
      {
        src: 'teams/screens/settime-schedule.svg',
        alt: 'SetTime’s day plan on a phone: three sets at 14:30, 17:15 and 20:40, each with a three-track warm-up playlist',
      },
    ],
    placement: 'finalist',
    prize: 'Free tickets to Outside Lands, and the planner inside the festival’s official app.',
    builtWith: ['Vibeloom', 'GPT-4o', 'Spotify Web API'],
    demoUrl: 'https://settime.example.com/demo',
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
        'Artists print one code for the whole tour. Whoever scans it that night hears a thank-you in the band’s voice, and later a nudge when the band is back in their city.',
      howTheyBuiltIt:
        'An AI agent writes a thank-you note in the artist’s voice from a few examples, and the artist approves each one. The scanning flow was prototyped in an afternoon with a code assistant.',
      whatsNext: 'A pilot with a touring band this autumn. Then analytics an artist can read in one glance.',
    },
    members: [
      {
        name: 'Dani Flores',
        role: 'Producer',
        picture: { src: 'teams/members/dani-flores.svg', alt: 'Drawn portrait of Dani Flores' },
      },
      {
        name: 'Chris Owens',
        role: 'Prompt lead',
        picture: { src: 'teams/members/chris-owens.svg', alt: 'Drawn portrait of Chris Owens' },
      },
      {
        name: 'Nia Roberts',
        role: 'Frontend',
        picture: { src: 'teams/members/nia-roberts.svg', alt: 'Drawn portrait of Nia Roberts' },
      },
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
      {
        name: 'Leo Park',
        role: 'Engineer',
        picture: { src: 'teams/members/leo-park.svg', alt: 'Drawn portrait of Leo Park' },
      },
      {
        name: 'Rosa Jimenez',
        role: 'Sound design',
        picture: { src: 'teams/members/rosa-jimenez.svg', alt: 'Drawn portrait of Rosa Jimenez' },
      },
      {
        name: 'Ike Obi',
        role: 'Interaction design',
        picture: { src: 'teams/members/ike-obi.svg', alt: 'Drawn portrait of Ike Obi' },
      },
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
      {
        name: 'Grace Kim',
        role: 'Producer',
        picture: { src: 'teams/members/grace-kim.svg', alt: 'Drawn portrait of Grace Kim' },
      },
      {
        name: 'Omar Haddad',
        role: 'Prompt lead',
        picture: { src: 'teams/members/omar-haddad.svg', alt: 'Drawn portrait of Omar Haddad' },
      },
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
      {
        name: 'Eva Lindqvist',
        role: 'Research',
        picture: { src: 'teams/members/eva-lindqvist.svg', alt: 'Drawn portrait of Eva Lindqvist' },
      },
      {
        name: 'Jamal Carter',
        role: 'Engineer',
        picture: { src: 'teams/members/jamal-carter.svg', alt: 'Drawn portrait of Jamal Carter' },
      },
      {
        name: 'Mei Chen',
        role: 'Writer',
        picture: { src: 'teams/members/mei-chen.svg', alt: 'Drawn portrait of Mei Chen' },
      },
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
      {
        name: 'Sofia Marino',
        role: 'Visuals',
        picture: { src: 'teams/members/sofia-marino.svg', alt: 'Drawn portrait of Sofia Marino' },
      },
      {
        name: 'Ben Adler',
        role: 'Engineer',
        picture: { src: 'teams/members/ben-adler.svg', alt: 'Drawn portrait of Ben Adler' },
      },
      {
        name: 'Kai Nakamura',
        role: 'Prompt lead',
        picture: { src: 'teams/members/kai-nakamura.svg', alt: 'Drawn portrait of Kai Nakamura' },
      },
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
      {
        name: 'Luis Ortega',
        role: 'Engineer',
        picture: { src: 'teams/members/luis-ortega.svg', alt: 'Drawn portrait of Luis Ortega' },
      },
      {
        name: 'Tess Morgan',
        role: 'Musician',
        picture: { src: 'teams/members/tess-morgan.svg', alt: 'Drawn portrait of Tess Morgan' },
      },
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
        'Start from a mood and a style, and the app offers a first line to react to. Keep it, change it or throw it out; each rhyme comes with a note on why it works.',
      howTheyBuiltIt:
        'A language model drafts and explains rhymes; the team wrote its instructions with two songwriters so it suggests rather than takes over. The draft history is plain code.',
      whatsNext: 'A class pack for schools. The team also wants a melody sketch to go with the words.',
    },
    members: [
      {
        name: 'Amara Nwosu',
        role: 'Prompt lead',
        picture: { src: 'teams/members/amara-nwosu.svg', alt: 'Drawn portrait of Amara Nwosu' },
      },
      {
        name: 'Felix Grant',
        role: 'Engineer',
        picture: { src: 'teams/members/felix-grant.svg', alt: 'Drawn portrait of Felix Grant' },
      },
      {
        name: 'June Park',
        role: 'Songwriter',
        picture: { src: 'teams/members/june-park.svg', alt: 'Drawn portrait of June Park' },
      },
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
        'An artist picks a line from a song and gets six shirt and poster designs to choose from. Fans order at the show and the print shop ships it to their door.',
      howTheyBuiltIt:
        'An image model drew designs from lyric lines the artist chose, and a code assistant wired up the print service. The artist signs off on every design.',
      whatsNext: 'Sizes and stock that follow the tour. Then designs from setlists, not just lyrics.',
    },
    members: [
      {
        name: 'Rico Vega',
        role: 'Producer',
        picture: { src: 'teams/members/rico-vega.svg', alt: 'Drawn portrait of Rico Vega' },
      },
      {
        name: 'Ellie Shaw',
        role: 'Designer',
        picture: { src: 'teams/members/ellie-shaw.svg', alt: 'Drawn portrait of Ellie Shaw' },
      },
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
      {
        name: 'Noor Aziz',
        role: 'Engineer',
        picture: { src: 'teams/members/noor-aziz.svg', alt: 'Drawn portrait of Noor Aziz' },
      },
      {
        name: 'Pete Dalton',
        role: 'Product lead',
        picture: { src: 'teams/members/pete-dalton.svg', alt: 'Drawn portrait of Pete Dalton' },
      },
      {
        name: 'Lia Costa',
        role: 'Data',
        picture: { src: 'teams/members/lia-costa.svg', alt: 'Drawn portrait of Lia Costa' },
      },
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
      {
        name: 'Max Weber',
        role: 'Data',
        picture: { src: 'teams/members/max-weber.svg', alt: 'Drawn portrait of Max Weber' },
      },
      {
        name: 'Aisha Bello',
        role: 'Prompt lead',
        picture: { src: 'teams/members/aisha-bello.svg', alt: 'Drawn portrait of Aisha Bello' },
      },
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
        'A band in one city offers an opening slot and gets one back in another. The app matches bands of a similar draw and sound, and keeps both sides of the deal in one place.',
      howTheyBuiltIt:
        'A model matches bands by sound and draw from their public pages, and writes the first message between them. The team reviewed every match in the demo by hand.',
      whatsNext: 'Venues as partners, so swaps come with a date. They start with the West Coast.',
    },
    members: [
      {
        name: 'Cam Ito',
        role: 'Engineer',
        picture: { src: 'teams/members/cam-ito.svg', alt: 'Drawn portrait of Cam Ito' },
      },
      {
        name: 'Rosie Blake',
        role: 'Community',
        picture: { src: 'teams/members/rosie-blake.svg', alt: 'Drawn portrait of Rosie Blake' },
      },
      {
        name: 'Dev Patel',
        role: 'Prompt lead',
        picture: { src: 'teams/members/dev-patel.svg', alt: 'Drawn portrait of Dev Patel' },
      },
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
        'Performers go live on the map when they start playing and vanish when they stop. Walkers see the song and the act, and the tip goes straight to the busker.',
      howTheyBuiltIt:
        'A model writes each busker’s short bio from a voice note, and the map was built with a code assistant. The tipping flow is deliberately plain.',
      whatsNext: 'Pilots in two neighbourhoods. Then a way for buskers to share a spot.',
    },
    members: [
      {
        name: 'Zoe Martin',
        role: 'Producer',
        picture: { src: 'teams/members/zoe-martin.svg', alt: 'Drawn portrait of Zoe Martin' },
      },
      {
        name: 'Kofi Mensah',
        role: 'Engineer',
        picture: { src: 'teams/members/kofi-mensah.svg', alt: 'Drawn portrait of Kofi Mensah' },
      },
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
        'Walk into a new neighbourhood and a fresh pack of field recordings unlocks on your phone. Every clip is cleared for use, so it can go straight into a track.',
      howTheyBuiltIt:
        'The team recorded the sounds and a model tagged and named them. A code assistant built the map and the unlock rules in a day.',
      whatsNext: 'More cities, recorded by local producers. And a beat contest with the packs.',
    },
    members: [
      {
        name: 'Jae Kim',
        role: 'Sound design',
        picture: { src: 'teams/members/jae-kim.svg', alt: 'Drawn portrait of Jae Kim' },
      },
      {
        name: 'Olivia Brooks',
        role: 'Engineer',
        picture: { src: 'teams/members/olivia-brooks.svg', alt: 'Drawn portrait of Olivia Brooks' },
      },
      {
        name: 'Sami Haddad',
        role: 'Game design',
        picture: { src: 'teams/members/sami-haddad.svg', alt: 'Drawn portrait of Sami Haddad' },
      },
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
        'The tour manager enters the dates once; the drummer, the driver and the merch seller each see their own day, with the cash they are owed and where to be when.',
      howTheyBuiltIt:
        'A model turns messy emails from venues into a clean schedule. The team checked it against a real tour’s paperwork.',
      whatsNext: 'Offline mode for venues with no signal. Then receipts by photo.',
    },
    members: [
      {
        name: 'Hank Torres',
        role: 'Tour manager',
        picture: { src: 'teams/members/hank-torres.svg', alt: 'Drawn portrait of Hank Torres' },
      },
      {
        name: 'Lily Zhang',
        role: 'Engineer',
        picture: { src: 'teams/members/lily-zhang.svg', alt: 'Drawn portrait of Lily Zhang' },
      },
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
        'Hold a sleeve up to the phone and a two-minute audio story starts, drawn from interviews with the designer and the band. It works on second-hand records too.',
      howTheyBuiltIt:
        'A vision model recognises the sleeve, and a language model tells the story with its sources linked. The team wrote strict rules against making things up.',
      whatsNext: 'Stories from the artists themselves. A record shop in the Haight wants to try it.',
    },
    members: [
      {
        name: 'Mara Quinn',
        role: 'Research',
        picture: { src: 'teams/members/mara-quinn.svg', alt: 'Drawn portrait of Mara Quinn' },
      },
      {
        name: 'Otis Reed',
        role: 'Engineer',
        picture: { src: 'teams/members/otis-reed.svg', alt: 'Drawn portrait of Otis Reed' },
      },
      {
        name: 'Bea Santos',
        role: 'Writer',
        picture: { src: 'teams/members/bea-santos.svg', alt: 'Drawn portrait of Bea Santos' },
      },
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
      {
        name: 'Ivy Chen',
        role: 'Producer',
        picture: { src: 'teams/members/ivy-chen.svg', alt: 'Drawn portrait of Ivy Chen' },
      },
      {
        name: 'Ray Cooper',
        role: 'Coach',
        picture: { src: 'teams/members/ray-cooper.svg', alt: 'Drawn portrait of Ray Cooper' },
      },
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
        'Pick two lists, say a rainy-day one and a road-trip one, and it weaves them into a single order that drifts from one feeling to the other.',
      howTheyBuiltIt:
        'A model describes each song’s mood from its audio features, and plain code does the blending. The team listened to every demo mix start to finish.',
      whatsNext: 'Blends for three or more people. And a slider for how much of each.',
    },
    members: [
      {
        name: 'Nico Rossi',
        role: 'Engineer',
        picture: { src: 'teams/members/nico-rossi.svg', alt: 'Drawn portrait of Nico Rossi' },
      },
      {
        name: 'Tara Singh',
        role: 'Prompt lead',
        picture: { src: 'teams/members/tara-singh.svg', alt: 'Drawn portrait of Tara Singh' },
      },
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
      {
        name: 'Ella Moreno',
        role: 'Music teacher',
        picture: { src: 'teams/members/ella-moreno.svg', alt: 'Drawn portrait of Ella Moreno' },
      },
      {
        name: 'Finn Walsh',
        role: 'Engineer',
        picture: { src: 'teams/members/finn-walsh.svg', alt: 'Drawn portrait of Finn Walsh' },
      },
      {
        name: 'Yuki Mori',
        role: 'Game design',
        picture: { src: 'teams/members/yuki-mori.svg', alt: 'Drawn portrait of Yuki Mori' },
      },
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
        'It routes around stairs and mud, turns the stage announcements into text on the phone, and points to the nearest calm spot when the crowd gets too much.',
      howTheyBuiltIt:
        'A speech model captions announcements live, and the routes come from a map the team surveyed with wheelchair users. An assistant helped write the accessible map view.',
      whatsNext: 'Two festivals have asked for it. Next is sign-language video for the main announcements.',
    },
    members: [
      {
        name: 'Alex Rivera',
        role: 'Accessibility lead',
        picture: { src: 'teams/members/alex-rivera.svg', alt: 'Drawn portrait of Alex Rivera' },
      },
      {
        name: 'Hope Daniels',
        role: 'Engineer',
        picture: { src: 'teams/members/hope-daniels.svg', alt: 'Drawn portrait of Hope Daniels' },
      },
      {
        name: 'Marcus Hill',
        role: 'Research',
        picture: { src: 'teams/members/marcus-hill.svg', alt: 'Drawn portrait of Marcus Hill' },
      },
      {
        name: 'Kim Lau',
        role: 'Designer',
        picture: { src: 'teams/members/kim-lau.svg', alt: 'Drawn portrait of Kim Lau' },
      },
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
      whatItDoes:
        'Record a few words for someone and they get back a tiny song built around your voice. The lyrics are yours; only the music is new.',
      howTheyBuiltIt:
        'A music model writes a backing track to the voice note’s rhythm, and the team tuned the prompts so speech stays clear. It ran on a laptop for the demo.',
      whatsNext: 'Group songs from several voices. And a birthday mode.',
    },
    members: [
      {
        name: 'Gabe Silva',
        role: 'Engineer',
        picture: { src: 'teams/members/gabe-silva.svg', alt: 'Drawn portrait of Gabe Silva' },
      },
      {
        name: 'Nina Petrova',
        role: 'Producer',
        picture: { src: 'teams/members/nina-petrova.svg', alt: 'Drawn portrait of Nina Petrova' },
      },
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
        'Teams of fans race between stages solving clues hidden in the lineup. Local shops put up the rewards and meet new customers.',
      howTheyBuiltIt:
        'A model writes clues from the festival map and the line-up, and the team checked each one on site. The leaderboard was built with a code assistant.',
      whatsNext: 'Hunts that follow the schedule. Prizes from the artists too.',
    },
    members: [
      {
        name: 'Ty Brooks',
        role: 'Game design',
        picture: { src: 'teams/members/ty-brooks.svg', alt: 'Drawn portrait of Ty Brooks' },
      },
      {
        name: 'Sara Haddad',
        role: 'Engineer',
        picture: { src: 'teams/members/sara-haddad.svg', alt: 'Drawn portrait of Sara Haddad' },
      },
      {
        name: 'Ollie Grant',
        role: 'Partnerships',
        picture: { src: 'teams/members/ollie-grant.svg', alt: 'Drawn portrait of Ollie Grant' },
      },
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
      whatItDoes:
        'Open the link and your phone is assigned a kick, a snare or a shaker. Tap along and the room plays one beat together, kept in time by the host’s phone.',
      howTheyBuiltIt:
        'A code assistant built the sync between phones, and a model suggests rhythms that fit the number of players. The team tested it with forty strangers.',
      whatsNext: 'A stage mode for a drummer to lead the room. Then other instruments.',
    },
    members: [
      {
        name: 'Kemi Ade',
        role: 'Engineer',
        picture: { src: 'teams/members/kemi-ade.svg', alt: 'Drawn portrait of Kemi Ade' },
      },
      {
        name: 'Paul Novak',
        role: 'Musician',
        picture: { src: 'teams/members/paul-novak.svg', alt: 'Drawn portrait of Paul Novak' },
      },
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
        'A booker names a headliner and a date, and gets a shortlist of nearby acts with a reason for each: who they sound like and who comes to their shows.',
      howTheyBuiltIt:
        'A model compares the acts’ tracks and audiences and explains each match. The team asked two bookers to judge the lists blind.',
      whatsNext: 'A booker’s dashboard. And fair pay figures with every match.',
    },
    members: [
      {
        name: 'Dana Cole',
        role: 'Booker',
        picture: { src: 'teams/members/dana-cole.svg', alt: 'Drawn portrait of Dana Cole' },
      },
      {
        name: 'Raj Mehta',
        role: 'Prompt lead',
        picture: { src: 'teams/members/raj-mehta.svg', alt: 'Drawn portrait of Raj Mehta' },
      },
      {
        name: 'Luz Ortiz',
        role: 'Engineer',
        picture: { src: 'teams/members/luz-ortiz.svg', alt: 'Drawn portrait of Luz Ortiz' },
      },
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
      {
        name: 'Victor Lin',
        role: 'Engineer',
        picture: { src: 'teams/members/victor-lin.svg', alt: 'Drawn portrait of Victor Lin' },
      },
      {
        name: 'Abby Stone',
        role: 'Sound engineer',
        picture: { src: 'teams/members/abby-stone.svg', alt: 'Drawn portrait of Abby Stone' },
      },
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
        'Sellers can never ask more than they paid, and fans earn points for showing up, passing on a spare and guiding a newcomer. Points move you up the queue for the next drop.',
      howTheyBuiltIt:
        'A model screens listings for resale above face value and explains why it flags them. The points system is plain code, written with an assistant.',
      whatsNext: 'A pilot with a venue’s own ticketing. Then karma that carries across festivals.',
    },
    members: [
      {
        name: 'Jules Bernard',
        role: 'Product lead',
        picture: { src: 'teams/members/jules-bernard.svg', alt: 'Drawn portrait of Jules Bernard' },
      },
      {
        name: 'Mina Park',
        role: 'Engineer',
        picture: { src: 'teams/members/mina-park.svg', alt: 'Drawn portrait of Mina Park' },
      },
      {
        name: 'Oscar Diaz',
        role: 'Prompt lead',
        picture: { src: 'teams/members/oscar-diaz.svg', alt: 'Drawn portrait of Oscar Diaz' },
      },
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
      {
        name: 'Hazel Wood',
        role: 'Writer',
        picture: { src: 'teams/members/hazel-wood.svg', alt: 'Drawn portrait of Hazel Wood' },
      },
      {
        name: 'Ken Ito',
        role: 'Engineer',
        picture: { src: 'teams/members/ken-ito.svg', alt: 'Drawn portrait of Ken Ito' },
      },
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
        'Sing into the phone and a line shows where your voice sits against the note. It cheers when you land it and suggests a short exercise when you drift.',
      howTheyBuiltIt:
        'Pitch tracking is classic signal processing; a model writes the encouragement and tips. The team tested it with singers who had never had a lesson.',
      whatsNext: 'Duets, with two lines. Then songs from your own library.',
    },
    members: [
      {
        name: 'Carmen Ruiz',
        role: 'Vocal coach',
        picture: { src: 'teams/members/carmen-ruiz.svg', alt: 'Drawn portrait of Carmen Ruiz' },
      },
      {
        name: 'Eli Ford',
        role: 'Engineer',
        picture: { src: 'teams/members/eli-ford.svg', alt: 'Drawn portrait of Eli Ford' },
      },
      {
        name: 'Sun Li',
        role: 'Designer',
        picture: { src: 'teams/members/sun-li.svg', alt: 'Drawn portrait of Sun Li' },
      },
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
        'After the show it groups fans going the same way into shared rides and splits the fare fairly. A meeting point near the exit keeps the pickup quick.',
      howTheyBuiltIt:
        'A model groups riders by route and writes the meeting instructions. The team walked every pickup point before the demo.',
      whatsNext: 'Partnership talks with a venue in SoMa. Then safety check-ins on arrival.',
    },
    members: [
      {
        name: 'Rita Gomez',
        role: 'Product lead',
        picture: { src: 'teams/members/rita-gomez.svg', alt: 'Drawn portrait of Rita Gomez' },
      },
      {
        name: 'Will Tran',
        role: 'Engineer',
        picture: { src: 'teams/members/will-tran.svg', alt: 'Drawn portrait of Will Tran' },
      },
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
        'One tap records the idea with the date and a tag. Weeks later, hum a few notes and it finds the riff in the pile of voice memos.',
      howTheyBuiltIt:
        'An audio model turns hums and riffs into searchable melodies. The team wrote the app with a code assistant and a lot of humming.',
      whatsNext: 'Search across a band’s shared riffs. And tabs for guitar.',
    },
    members: [
      {
        name: 'Duke Harris',
        role: 'Guitarist',
        picture: { src: 'teams/members/duke-harris.svg', alt: 'Drawn portrait of Duke Harris' },
      },
      {
        name: 'Anya Volkova',
        role: 'Engineer',
        picture: { src: 'teams/members/anya-volkova.svg', alt: 'Drawn portrait of Anya Volkova' },
      },
      {
        name: 'Pablo Cruz',
        role: 'Prompt lead',
        picture: { src: 'teams/members/pablo-cruz.svg', alt: 'Drawn portrait of Pablo Cruz' },
      },
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
        'It reads the weather for each day and the stages you will be at, then suggests what to wear from photos of your own wardrobe.',
      howTheyBuiltIt:
        'An image model reads photos of your wardrobe, and a language model suggests outfits for the weather and the line-up. The team kept every photo on the phone.',
      whatsNext: 'Swaps between friends. And a packing list for camping festivals.',
    },
    members: [
      {
        name: 'Jade Moss',
        role: 'Designer',
        picture: { src: 'teams/members/jade-moss.svg', alt: 'Drawn portrait of Jade Moss' },
      },
      {
        name: 'Ron Beck',
        role: 'Engineer',
        picture: { src: 'teams/members/ron-beck.svg', alt: 'Drawn portrait of Ron Beck' },
      },
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
        'Each person works in their own medium on one shared screen, and the app translates between them: a beat draws shapes, a gesture plays a sound.',
      howTheyBuiltIt:
        'Models translate between media, and the team tuned them so each artist could steer. The shared canvas was built with a code assistant overnight.',
      whatsNext: 'A residency with a dance company. Then recordings of each session.',
    },
    members: [
      {
        name: 'Iris Clay',
        role: 'Visual artist',
        picture: { src: 'teams/members/iris-clay.svg', alt: 'Drawn portrait of Iris Clay' },
      },
      {
        name: 'Mo Rahman',
        role: 'Producer',
        picture: { src: 'teams/members/mo-rahman.svg', alt: 'Drawn portrait of Mo Rahman' },
      },
      {
        name: 'Lena Cruz',
        role: 'Choreographer',
        picture: { src: 'teams/members/lena-cruz.svg', alt: 'Drawn portrait of Lena Cruz' },
      },
      {
        name: 'Ben Ko',
        role: 'Engineer',
        picture: { src: 'teams/members/ben-ko.svg', alt: 'Drawn portrait of Ben Ko' },
      },
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
        'Tap a venue on the map and hear a musician who played there tell a story about one night. Some clubs on it are long gone.',
      howTheyBuiltIt:
        'The team recorded interviews, and a model transcribed and summarised them with quotes checked by the speakers. The map came together with a code assistant.',
      whatsNext: 'More interviews, starting with closed venues. A library wants to archive them.',
    },
    members: [
      {
        name: 'Gus Romero',
        role: 'Interviewer',
        picture: { src: 'teams/members/gus-romero.svg', alt: 'Drawn portrait of Gus Romero' },
      },
      {
        name: 'Tina Vo',
        role: 'Engineer',
        picture: { src: 'teams/members/tina-vo.svg', alt: 'Drawn portrait of Tina Vo' },
      },
      {
        name: 'Ray Lewis',
        role: 'Archivist',
        picture: { src: 'teams/members/ray-lewis.svg', alt: 'Drawn portrait of Ray Lewis' },
      },
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
      whatItDoes:
        'Upload a clip after the show and the app lines it up with everyone else’s by the sound. The result is one video with a credit for every fan who filmed.',
      howTheyBuiltIt:
        'A model lines up the clips by their audio and picks the best angle for each moment. The team asked fans’ permission for every clip in the demo.',
      whatsNext: 'Artists as co-editors. Then a cut for each fan.',
    },
    members: [
      {
        name: 'Lou Becker',
        role: 'Video',
        picture: { src: 'teams/members/lou-becker.svg', alt: 'Drawn portrait of Lou Becker' },
      },
      {
        name: 'Ama Owusu',
        role: 'Engineer',
        picture: { src: 'teams/members/ama-owusu.svg', alt: 'Drawn portrait of Ama Owusu' },
      },
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
        'The phone measures how loud it is around you and how long you have been there. When the dose adds up, it suggests a break and where the quieter spots are.',
      howTheyBuiltIt:
        'Sound levels come from the phone’s microphone, and a model writes the nudges so they feel friendly, not preachy. An audiologist checked the limits.',
      whatsNext: 'A festival partner to hand out earplugs on cue. Then a weekly hearing summary.',
    },
    members: [
      {
        name: 'Sage Holt',
        role: 'Producer',
        picture: { src: 'teams/members/sage-holt.svg', alt: 'Drawn portrait of Sage Holt' },
      },
      {
        name: 'Arun Das',
        role: 'Engineer',
        picture: { src: 'teams/members/arun-das.svg', alt: 'Drawn portrait of Arun Das' },
      },
      {
        name: 'Fern Kelly',
        role: 'Audiologist',
        picture: { src: 'teams/members/fern-kelly.svg', alt: 'Drawn portrait of Fern Kelly' },
      },
    ],
  },
]
