import type { Team } from '../../schema.ts'

// Sample: a fictional, smaller second edition. Teams without a logo yet use image: 'placeholder'.
export const teams: Team[] = [
  {
    id: 1,
    name: 'Fado Finder',
    description:
      'Picks a fado house within walking distance for your mood tonight, with who is singing and a short playlist to get you there in the right frame of mind.',
    image: 'teams/fado-finder.svg',
    projectUrl: 'https://fado-finder.example.com',
    contact: { email: 'fado-finder@example.com' },
    story: {
      whatItDoes:
        'Tell it how you feel and it names a fado house nearby where tonight’s singer fits that mood. On the walk over, a few songs set the tone.',
      howTheyBuiltIt:
        'A language model matched moods to reviews the team translated from Portuguese, and a second prompt wrote the walking directions as little stories. They checked every pick by ear in Alfama on the Saturday night.',
      whatsNext:
        'The team is talking to three fado houses about listing their weekly line-ups directly. An audio guide in English and Portuguese is next.',
    },
    members: [
      {
        name: 'Inês Carvalho',
        role: 'Producer',
        picture: { src: 'teams/members/ines-carvalho.svg', alt: 'Drawn portrait of Inês Carvalho' },
      },
      {
        name: 'Tomás Reis',
        role: 'Prompt lead',
        picture: { src: 'teams/members/tomas-reis.svg', alt: 'Drawn portrait of Tomás Reis' },
      },
      {
        name: 'Maya Okafor',
        role: 'Designer',
        picture: { src: 'teams/members/maya-okafor.svg', alt: 'Drawn portrait of Maya Okafor' },
      },
    ],
    pictures: [
      {
        src: 'teams/screens/fado-finder-suggestion.svg',
        alt: 'Fado Finder’s suggestion on a phone: a pin on a small map, tonight’s singer and a three-song playlist',
      },
    ],
    placement: 'winner',
    prize: 'Winner of the Lisbon edition, and a place in the festival’s own app.',
    builtWith: ['Vibeloom', 'Claude', 'OpenStreetMap'],
    demoUrl: 'https://fado-finder.example.com/demo',
    codeUrl: 'https://code.example.com/fado-finder',
  },
  {
    id: 2,
    name: 'Tram Tunes',
    description: 'A local artist’s track for every stop of the tram line you ride.',
    image: 'teams/tram-tunes.svg',
    projectUrl: 'https://tram-tunes.example.com',
    contact: { email: 'tram-tunes@example.com' },
    story: {
      whatItDoes:
        'As the tram reaches each stop, the app plays a song by a musician from that neighbourhood. Riders hear the city change as they cross it.',
      howTheyBuiltIt:
        'They asked a model to sort two hundred local tracks by street and tempo, then fixed its mistakes with a local DJ. The stop detection is plain GPS with a prompt-written fallback for tunnels.',
      whatsNext: 'Line 28 first, then the river ferries. Artists will get a monthly count of plays per stop.',
    },
    members: [
      {
        name: 'Rui Almeida',
        role: 'Engineer',
        picture: { src: 'teams/members/rui-almeida.svg', alt: 'Drawn portrait of Rui Almeida' },
      },
      {
        name: 'Clara Nunes',
        role: 'Music curator',
        picture: { src: 'teams/members/clara-nunes.svg', alt: 'Drawn portrait of Clara Nunes' },
      },
    ],
    pictures: [
      {
        src: 'teams/screens/tram-tunes-map.svg',
        alt: 'Tram Tunes on a phone: a tram line with five stops and a note at each, and a player below for the current stop’s track',
      },
    ],
    placement: 'finalist',
    builtWith: ['Vibeloom', 'Gemini', 'GTFS timetables'],
    codeUrl: 'https://code.example.com/tram-tunes',
  },
  {
    id: 3,
    name: 'Stage Swap',
    description:
      'Lines up your festival plan with your friends’ plans and suggests where to meet between sets, so nobody misses the band they came for and everybody still gets a drink together.',
    image: 'teams/stage-swap.svg',
    projectUrl: 'https://stage-swap.example.com',
    contact: { email: 'stage-swap@example.com' },
    story: {
      whatItDoes:
        'It lays your festival plan beside your friends’ and finds where to meet between sets. Nobody misses their band, and everyone still gets a drink together.',
      howTheyBuiltIt:
        'An AI agent reads each person’s picks and proposes meeting points, and the team tuned it until it stopped sending people across the site in five minutes. The interface came from sketches turned into code with an assistant.',
      whatsNext:
        'Group chats are next, so plans can be shared without an account. They want to try it at a small festival this summer.',
    },
    members: [
      {
        name: 'Beatriz Lopes',
        role: 'Product lead',
        picture: { src: 'teams/members/beatriz-lopes.svg', alt: 'Drawn portrait of Beatriz Lopes' },
      },
      {
        name: 'Sam Whitfield',
        role: 'Prompt lead',
        picture: { src: 'teams/members/sam-whitfield.svg', alt: 'Drawn portrait of Sam Whitfield' },
      },
      {
        name: 'Joana Pires',
        role: 'Frontend',
        picture: { src: 'teams/members/joana-pires.svg', alt: 'Drawn portrait of Joana Pires' },
      },
      {
        name: 'Ade Bello',
        role: 'Research',
        picture: { src: 'teams/members/ade-bello.svg', alt: 'Drawn portrait of Ade Bello' },
      },
    ],
    placement: 'finalist',
  },
  {
    id: 4,
    name: 'Azulejo Beats',
    description: 'Turns a photo of a tiled wall into a drum pattern you can play along to.',
    image: 'teams/azulejo-beats.svg',
    projectUrl: 'https://azulejo-beats.example.com',
    contact: { email: 'azulejo-beats@example.com' },
    story: {
      whatItDoes:
        'Point your phone at a tiled wall and it turns the pattern into a drum loop. Each colour is a different drum.',
      howTheyBuiltIt:
        'A vision model described the tiles’ shapes and repeats, and a few lines of code mapped those to steps in a sequencer. Most of the weekend went into making the loops groove rather than tick.',
      whatsNext:
        'A gallery of walls and their beats, mapped across Lisbon. Then a mode for playing two walls at once.',
    },
    members: [
      {
        name: 'Miguel Sousa',
        role: 'Engineer',
        picture: { src: 'teams/members/miguel-sousa.svg', alt: 'Drawn portrait of Miguel Sousa' },
      },
      {
        name: 'Lena Hartmann',
        role: 'Sound design',
        picture: { src: 'teams/members/lena-hartmann.svg', alt: 'Drawn portrait of Lena Hartmann' },
      },
    ],
  },
  {
    id: 5,
    name: 'Sunset Setlist',
    description: 'Builds the set list for a rooftop gig from what the crowd hums into their phones.',
    image: 'placeholder',
    projectUrl: 'https://sunset-setlist.example.com',
    contact: { email: 'sunset-setlist@example.com' },
    story: {
      whatItDoes:
        'It builds a playlist timed to the sunset at your viewpoint, slowing down as the light goes. You pick the place, it picks the songs.',
      howTheyBuiltIt:
        'The team prompted a model with tempo and mood data and the minute-by-minute sun position. They listened to a dozen sunsets on the screen before the one at Miradouro.',
      whatsNext:
        'Weather-aware playlists for cloudy evenings. And a shared mode so a whole terrace hears the same one.',
    },
    members: [
      {
        name: 'Marta Figueiredo',
        role: 'Producer',
        picture: { src: 'teams/members/marta-figueiredo.svg', alt: 'Drawn portrait of Marta Figueiredo' },
      },
      {
        name: 'Kwame Asante',
        role: 'Prompt lead',
        picture: { src: 'teams/members/kwame-asante.svg', alt: 'Drawn portrait of Kwame Asante' },
      },
      {
        name: 'Hugo Matos',
        role: 'Engineer',
        picture: { src: 'teams/members/hugo-matos.svg', alt: 'Drawn portrait of Hugo Matos' },
      },
    ],
  },
  // Only the required fields, on purpose: the sample of a team page with no story, members or pictures.
  {
    id: 6,
    name: 'Busker Tips',
    description: 'Lets passers-by tip a street musician and save the song they were playing.',
    image: 'teams/busker-tips.svg',
    projectUrl: 'https://busker-tips.example.com',
    contact: { email: 'busker-tips@example.com' },
  },
]
