import type { PostVisibility } from '../../contract/posts';

/** Demo people and what they posted: enough for a newcomer's first look to feel alive. */
export interface DemoPerson {
  key: string;
  email: string;
  displayName: string;
  role: 'artist' | 'creator' | 'producer' | 'fan';
  bio: string;
  location: string | null;
  website: string | null;
  verified: boolean;
}

export const demoPeople: DemoPerson[] = [
  {
    key: 'nova',
    email: 'artist@demo.backline.local',
    displayName: 'Nova Reyes',
    role: 'artist',
    bio: 'Singer-songwriter from Austin. Late-night synth ballads and loud choruses.',
    location: 'Austin, TX',
    website: 'https://novareyes.example',
    verified: true,
  },
  {
    key: 'sam',
    email: 'fan@demo.backline.local',
    displayName: 'Sam Porter',
    role: 'fan',
    bio: 'Front row at every show.',
    location: 'Chicago, IL',
    website: null,
    verified: false,
  },
  {
    key: 'dex',
    email: 'dex@demo.backline.local',
    displayName: 'Dex Okafor',
    role: 'producer',
    bio: 'Beats, stems and mixing notes. Lagos to London.',
    location: 'London, UK',
    website: 'https://dexbeats.example',
    verified: true,
  },
  {
    key: 'lena',
    email: 'lena@demo.backline.local',
    displayName: 'Lena Park',
    role: 'creator',
    bio: 'Tour diaries, gear reviews and the occasional cover.',
    location: 'Seoul',
    website: null,
    verified: false,
  },
  {
    key: 'maya',
    email: 'maya@demo.backline.local',
    displayName: 'Maya Torres',
    role: 'fan',
    bio: 'Collecting vinyl and voice memos.',
    location: null,
    website: null,
    verified: false,
  },
];

/** Who follows whom: [follower, followed]. */
export const demoFollows: [string, string][] = [
  ['sam', 'nova'],
  ['maya', 'nova'],
  ['dex', 'nova'],
  ['lena', 'nova'],
  ['sam', 'dex'],
  ['nova', 'dex'],
  ['sam', 'lena'],
  ['maya', 'lena'],
];

export interface DemoPost {
  by: string;
  title?: string;
  content: string;
  visibility: PostVisibility;
  priceCents?: number;
  likedBy?: string[];
  comments?: { by: string; text: string }[];
}

export const demoPosts: DemoPost[] = [
  {
    by: 'dex',
    title: 'Mixing tip: carve, don’t boost',
    content:
      'Before you reach for more high end on the vocal, try cutting 300 Hz on the guitars. Space beats volume every time.',
    visibility: 'public',
    likedBy: ['nova', 'sam', 'lena'],
    comments: [{ by: 'nova', text: 'This fixed my chorus last week. Thank you!' }],
  },
  {
    by: 'lena',
    title: 'Tour diary, day 12',
    content:
      'Van broke down outside Nashville, so we played the gas station parking lot. Forty people showed up. Best show of the tour.',
    visibility: 'public',
    likedBy: ['sam', 'maya'],
    comments: [
      { by: 'sam', text: 'I was there!! Unreal energy.' },
      { by: 'maya', text: 'Please put this in the documentary.' },
    ],
  },
  {
    by: 'nova',
    title: 'Demo: "Glass Houses" (voice memo)',
    content:
      'Rough voice memo of the new one, recorded at 2am. Subscribers get every demo first, with the lyric sheet and my notes on the bridge.',
    visibility: 'subscribers',
    likedBy: ['sam'],
  },
  {
    by: 'dex',
    title: 'Stem pack: Night Drive (WAV)',
    content:
      'Twelve stems from Night Drive at 24-bit, with the MIDI for the synth lead and my mix bus chain written out step by step.',
    visibility: 'ppv',
    priceCents: 900,
    likedBy: ['nova'],
  },
  {
    by: 'nova',
    title: 'New single out Friday',
    content:
      '“Paper Moon” is out this Friday everywhere. Thank you for carrying me through this one — the first verse is about you, the people who stayed.',
    visibility: 'public',
    likedBy: ['sam', 'maya', 'dex', 'lena'],
    comments: [
      { by: 'maya', text: 'Counting the hours.' },
      { by: 'dex', text: 'Proud of this one. The bridge hits.' },
    ],
  },
  {
    by: 'nova',
    title: 'Lyric sheet + chords: Paper Moon',
    content:
      'The full lyric sheet with chords and the capo position, plus the alternate last chorus we cut from the record.',
    visibility: 'ppv',
    priceCents: 300,
  },
];
