/**
 * Words the launchpad never shows: profanity, slurs, sexual and excretory terms, hate symbols.
 * Inflections are caught by the blocklist (a listed "bitch" also blocks "bitches", "bitching"),
 * and WordNet's own usage labels (obscenity, ethnic slur, disparagement) add the words this
 * list misses; see wordnet-usage-flags.ts.
 */

/** Splits one of the lists below: words separated by white space, "#" starts a comment line. */
function listOf(text: string): readonly string[] {
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);
}

export const blockedWords = listOf(`
  # profanity and insults
  arse arsehole ass asshat asshole bastard bitch bollock bollocks bugger bullshit crap cunt damn
  dammit dick dickhead dipshit douche douchebag dumbass fuck goddamn jackass jerkoff
  motherfucker piss prick retard retarded scumbag shit shite skank slut twat wanker whore ho
  bimbo hussy harlot strumpet trollop floozy
  # sexual terms and sexual body parts
  anal anus arousal aroused bestiality blowjob bondage boner boob booby breast butt buttock clit
  clitoris cock coitus condom copulate copulation crotch cum cunnilingus dildo ejaculate
  ejaculation erection erotic erotica fellatio fetish foreplay fornicate fornication genital
  genitalia groin hooker horny incest intercourse jizz kinky lust lewd masturbate masturbation
  molest molestation naked nipple nude nudity orgasm orgy paedophile pedophile pedophilia penis
  phallus porn porno pornography prostitute prostitution pubic pussy rape rapist scrotum semen
  sex sexual sexy sodomy sodomize sperm stripper testicle testis tit titty threesome vagina
  vaginal vulva voyeur seduce seduction brothel pimp screw shag climax virgin virginity lingerie
  thong bra rectum rectal enema orifice sphincter pecker knob dong wang schlong willy todger
  bollix nookie nooky booty
  # excretory
  diarrhea excrement fart feces faeces poop turd urine urinate vomit puke dung manure sewage
  snot pee poo crud scat flatulence pus menstruation menstrual tampon
  # slurs and hate
  chink coon dago darky darkie dyke fag faggot fagot gook gringo honky jap kike kraut negro
  nigga nigger paki raghead redskin sambo spic spick spik tranny wetback wop yid gyp gypsy
  coolie injun squaw mulatto halfbreed towelhead beaner queer homo lesbo shemale spaz cripple
  midget mongoloid nazi hitler swastika holocaust genocide lynch lynching klan kkk
  # violence that reads as threat in a random line
  suicide massacre torture behead decapitate mutilate mutilation terrorist terrorism
`);

/** Roots blocked wherever they appear inside a word ("motherfucking", "bullshitter"). */
export const blockedRoots = listOf(`
  # never roots that hide inside innocent words: "rapist" is in "therapist", "wank" in "swanky"
  fuck shit cunt nigg faggot whore bitch pedophil paedophil porn dildo jizz masturbat blowjob
  asshole dickhead cocksuck
`);

/**
 * Words the engine does not choose on its own although a writer may use them in a lyric:
 * identity terms, insults, violence, drugs and body descriptions that a randomly built line
 * ("as gay as a ...", "my love is a rifle") could turn into mockery or menace.
 */
export const avoidedWords = listOf(`
  gay lesbian bisexual transgender trans jew jewish muslim islam islamic christian catholic
  hindu buddhist arab arabic african asian mexican indian chinese japanese colored native hoe hell
  bloody imbecile idiot cretin moron tramp freak loser sucker suck bang hump teat udder bosom
  cracker hillbilly redneck slave slavery jihad jihadist murder murderer abuse abuser kill
  killer sissy pansy wench rump bum fat obese ugly stupid dumb crazy insane lunatic mad deaf
  blind lame mute disabled handicapped sick psycho psychotic schizophrenic autistic drug cocaine
  heroin meth weed marijuana crack gun rifle bullet pistol bomb grenade corpse cadaver dead die
  death war weapon sweat sweaty saliva spit spittle phlegm mucus bowel intestine colon bladder
  uterus womb ovary placenta hymen prostate tumor cancer leprosy toilet privy lavatory latrine
  urinal outhouse john
`);
