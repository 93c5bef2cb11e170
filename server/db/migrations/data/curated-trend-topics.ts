/**
 * The trend catalog Backline ships with, so a new instance has topics to write about before
 * its own posts make trends. Editorial: it carries no view or share figures; those come only
 * from this instance's own content. Frozen with the migration that seeds it.
 */
export const curatedTrendTopics: {
  topic: string;
  category: string;
  platform: string;
  description: string;
  hashtags: string;
}[] = [
  { topic: 'Bedroom pop', category: 'Music', platform: 'tiktok', description: 'Lo-fi, home-recorded songs with intimate vocals', hashtags: '#bedroompop #indiemusic #homestudio #newmusic' },
  { topic: 'Behind the beat', category: 'Music', platform: 'tiktok', description: 'Producers breaking down how a track was built, layer by layer', hashtags: '#producer #beatmaking #behindthebeat #musicproduction' },
  { topic: 'Song snippets before release', category: 'Music', platform: 'instagram', description: 'Teasing 15 seconds of an unreleased song to build the pre-save list', hashtags: '#newmusic #snippet #presave #comingsoon' },
  { topic: 'Acoustic covers', category: 'Music', platform: 'youtube', description: 'Stripped-down versions of well-known songs', hashtags: '#acousticcover #cover #singersongwriter' },
  { topic: 'Songwriting process', category: 'Music', platform: 'twitter', description: 'Writers sharing how a lyric or hook came together', hashtags: '#songwriting #lyrics #writersblock' },
  { topic: 'Studio gear under budget', category: 'Technology', platform: 'youtube', description: 'Recording setups that sound professional without the price', hashtags: '#homestudio #studiogear #budgetsetup' },
  { topic: 'AI in music making', category: 'Technology', platform: 'twitter', description: 'How creators use (and argue about) AI tools in their work', hashtags: '#aimusic #musictech #creativetools' },
  { topic: 'Plugin presets', category: 'Technology', platform: 'tiktok', description: 'Quick before/after demos of a synth or effect preset', hashtags: '#synth #plugins #sounddesign #musictech' },
  { topic: 'Tour diaries', category: 'Entertainment', platform: 'instagram', description: 'Day-in-the-life posts from the road', hashtags: '#tourlife #ontheroad #livemusic' },
  { topic: 'Reaction videos', category: 'Entertainment', platform: 'youtube', description: 'First listens and honest reactions to new releases', hashtags: '#reaction #firstlisten #musicreview' },
  { topic: 'Live session clips', category: 'Entertainment', platform: 'tiktok', description: 'One-take live performances filmed in small rooms', hashtags: '#livesession #liveperformance #oneTake' },
  { topic: 'Stage outfits', category: 'Fashion', platform: 'instagram', description: 'What artists wear on stage and why', hashtags: '#stagefashion #ootd #artiststyle' },
  { topic: 'Merch drops', category: 'Fashion', platform: 'tiktok', description: 'Unboxing and styling an artist’s new merch', hashtags: '#merch #merchdrop #streetwear' },
  { topic: 'Thrifted vintage band tees', category: 'Fashion', platform: 'instagram', description: 'Finds from thrift stores and the stories behind them', hashtags: '#vintage #thrifted #bandtee' },
  { topic: 'Studio snacks', category: 'Food', platform: 'tiktok', description: 'What keeps a session going at 2am', hashtags: '#studiolife #latenight #snacks' },
  { topic: 'Cooking to a playlist', category: 'Food', platform: 'instagram', description: 'Recipes paired with the songs they were cooked to', hashtags: '#cookingwithmusic #recipe #playlist' },
  { topic: 'Touring on a budget', category: 'Travel', platform: 'youtube', description: 'How independent artists plan and pay for a tour', hashtags: '#diytour #touring #indieartist' },
  { topic: 'City sound walks', category: 'Travel', platform: 'tiktok', description: 'Field recordings of a city turned into a beat', hashtags: '#fieldrecording #soundwalk #citysounds' },
  { topic: 'Festival season', category: 'Travel', platform: 'instagram', description: 'Getting there, playing there, surviving there', hashtags: '#festival #festivalseason #livemusic' },
  { topic: 'Game soundtracks', category: 'Gaming', platform: 'youtube', description: 'Remakes and covers of video game music', hashtags: '#vgm #gamemusic #soundtrack' },
  { topic: 'Streaming while producing', category: 'Gaming', platform: 'twitter', description: 'Producers building tracks live with their chat', hashtags: '#livestream #producer #twitch' },
  { topic: 'Chiptune', category: 'Gaming', platform: 'tiktok', description: '8-bit sounds in modern tracks', hashtags: '#chiptune #8bit #retrogaming' },
];
