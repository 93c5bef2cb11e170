/**
 * Where in WordNet each pool of words comes from. Roots are named by sense key
 * ("lemma%type:lexfile:id::"), which survives WordNet renumbering its synset offsets.
 */

/**
 * Synsets whose hyponyms make good settings for "in the ...": "in the rain", "in the kitchen",
 * "in the river". Landforms are left out ("in the beach"); they stay as things to be.
 */
export const placeRoots = [
  'body_of_water%1:17:00::',
  'atmospheric_phenomenon%1:19:00::',
  'night%1:28:00::',
  'morning%1:28:00::',
  'evening%1:28:00::',
  'afternoon%1:28:00::',
  'dawn%1:28:00::',
  'twilight%1:28:00::',
  'daylight%1:28:00::',
  'season%1:28:00::',
  'sky%1:17:00::',
  'darkness%1:26:00::',
  'light%1:19:00::',
  'fire%1:11:00::',
  'forest%1:14:00::',
  'city%1:15:00::',
  'street%1:06:00::',
  'room%1:06:00::',
];

/**
 * Artifacts and natural objects a line can turn something into. Most of WordNet's artifacts
 * are bland ("system", "product", "facility"); these branches hold the ones a song can hold.
 */
export const thingRoots = [
  'musical_instrument%1:06:00::',
  'container%1:06:00::',
  'source_of_illumination%1:06:00::',
  'vessel%1:06:00::',
  'vehicle%1:06:00::',
  'timepiece%1:06:00::',
  'toy%1:06:00::',
  'jewelry%1:06:00::',
  'furniture%1:06:00::',
  'clothing%1:06:00::',
  'decoration%1:06:00::',
  'structure%1:06:00::',
  'tool%1:06:00::',
  'natural_object%1:03:00::',
  'body_of_water%1:17:00::',
  'geological_formation%1:17:00::',
];

/** Devices are mostly technical ("anode", "sensor"); these few are kept by name. */
export const namedThings = [
  'anchor%1:06:00::',
  'balloon%1:06:00::',
  'bell%1:06:00::',
  'clock%1:06:00::',
  'compass%1:06:00::',
  'key%1:06:00::',
  'ladder%1:06:00::',
  'lock%1:06:00::',
  'magnet%1:06:00::',
  'mask%1:06:00::',
  'match%1:06:00::',
  'mirror%1:06:00::',
  'rope%1:06:00::',
  'telescope%1:06:00::',
  'umbrella%1:06:00::',
  'wheel%1:06:00::',
];

/** Materials for "made of ..." lines; the roots themselves ("glass", "salt") are the best of them. */
export const substanceRoots = [
  'metal%1:27:00::',
  'alloy%1:27:00::',
  'fabric%1:06:00::',
  'precious_stone%1:06:00::',
  'rock%1:27:00::',
  'glass%1:27:00::',
  'paper%1:27:00::',
  'wood%1:27:00::',
  'ice%1:27:00::',
  'dust%1:27:00::',
  'sand%1:27:00::',
  'salt%1:27:00::',
  'wax%1:27:00::',
  'ash%1:27:01::',
  'clay%1:27:00::',
  'smoke%1:19:00::',
  'snow%1:19:00::',
  'water%1:27:00::',
  'honey%1:13:00::',
  'sugar%1:13:00::',
  'ink%1:27:01::',
  'crystal%1:27:00::',
  'silk%1:06:00::',
  'velvet%1:06:00::',
  'thread%1:06:00::',
];

/**
 * Adjectives that limit rather than describe ("same", "several"). WordNet files them with the
 * descriptive ones, and some even have comparative-looking forms ("surer"), so they are named.
 */
export const limitingAdjectives = new Set(
  (
    'all no some many few several certain various such much more most less least own other same ' +
    'last first next only whole entire main mere total former usual due able sure willing worthy ' +
    'apt single possible necessary available likely unlikely each any latter left second third ' +
    'better best larger worse worst'
  ).split(' '),
);
