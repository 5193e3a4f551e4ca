import { GERMAN_PARTICIPLE } from "../../../shared/quick-add/language-of";
import { GERMAN_NUMBER_WORDS } from "../../../shared/quick-add/number-words";
import { inEnglishCompany, inEnglishPair, inEnglishSpelling } from "./english-spelling";

/**
 * German as people type it without a German keyboard or in a hurry: "loesch", "rueckgaengig", "ueberfaellig" for
 * "lösch", "rückgängig", "überfällig"; "ne Stunde" for "eine Stunde"; "erinner mich" for "erinnere mich". Only the
 * words the assistant's rules read are respelled: a title keeps its own spelling ("Gluehbirne wechseln").
 */

/** The rules' German words with an umlaut or ß, each found by its spelling with "ae", "oe", "ue" and "ss". */
const RULE_WORDS =
  "lösch lösche löschen rückgängig überfällig überfällige überfälligen überfälliges füg füge hinzufügen für über " +
  "übermorgen ändern ändere änder nächste nächsten nächster nächstes später früher früh wöchentlich täglich " +
  "jährlich könntest könnten können würdest würden würde möchte hätte müll grüß schön zurück fällig priorität " +
  "höchste niedrige unteraufgaben müde gießen fügen möchten hätten";
const RESPELLED = new Map(
  RULE_WORDS.split(" ").map((word) => [
    word.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss"),
    word,
  ]),
);
/**
 * Colloquial and dialect words, as the rules read them: Bavarian "i hob" is "ich hab", "scho gmacht" is "schon
 * gemacht", Swiss "was isch uf de liste" is "was ist auf der liste" ("de" stays: it is a word of titles in other
 * languages too). None of them is an English word; those that are ("no", "is", "nix") are read by their neighbours
 * (see `readInCompany`).
 */
const SPOKEN = new Map<string, string>(
  Object.entries({
    ne: "eine",
    nen: "einen",
    erinner: "erinnere",
    hob: "hab",
    isch: "ist",
    uf: "auf",
    scho: "schon",
    gezz: "jetzt",
    getz: "jetzt",
    moang: "morgen",
    morgn: "morgen",
    nimmer: "nicht mehr",
    löschn: "löschen",
    loeschn: "löschen",
    macha: "machen",
    machn: "machen",
    mochn: "machen",
    heut: "heute",
    // Bavarian: "moch ma bittschön" is "mach mal bitte", "doa" is "tun" ("was hab i zum doa"), "nachad" is "dann".
    moch: "mach",
    bittschön: "bitte",
    bittschoen: "bitte",
    bittschen: "bitte",
    doa: "tun",
    nachad: "dann",
    kannze: "kannst du",
    // Saxon and Berlin: "kannste" (kannst du), "biste", "willste", "machste"; "nich" (nicht), "fertsch" (fertig),
    // "nischt" (nichts), "ooch" (auch), "jetze" (jetzt).
    kannste: "kannst du",
    biste: "bist du",
    willste: "willst du",
    machste: "machst du",
    nich: "nicht",
    fertsch: "fertig",
    fertich: "fertig",
    nischt: "nichts",
    // Berlin: "det" and "dit" (das), "ick" (ich); "wat" is left, a word of titles ("visit Wat Pho").
    det: "das",
    dit: "das",
    ick: "ich",
    nüscht: "nichts",
    ooch: "auch",
    jetze: "jetzt",
    // Ruhr German: "auffer liste" is "auf der liste".
    auffer: "auf der",
    // "was mach i am gscheitesten": what is best to do.
    gscheitesten: "besten",
    // Strong verbs' participles, which end as infinitives do: "angrufen" (angerufen) but "angreifen".
    angrufen: "angerufen",
    ogrufen: "angerufen",
    grufen: "gerufen",
    // "fei" only colours what is said ("des is erledigt fei"); "äh", "ähm" are dictation's hesitations.
    fei: "",
    äh: "",
    ähm: "",
    öhm: "",
    ääh: "",
  }),
);
/** Words read as the rules read them that a title does not keep as typed: quick add reads "eine Stunde", "morgen". */
const READ_ONLY = new Set(["ne", "nen", "erinner", "moang", "morgn", "heut", "mor'n", "morjen"]);
/**
 * Words spoken with an apostrophe for a dropped sound, which the words of `respellings` (letters only) would split:
 * Saxon "mor'n" (morgen), "is'" (ist); and texting's "b4", a word of a letter and a digit.
 */
const WITH_APOSTROPHE =
  /(?<!\p{L})(?:mor['\u2019]n|is['\u2019])(?!\p{L})|(?<![\p{L}\p{N}])b4(?![\p{L}\p{N}])|\p{L}+/giu;
/**
 * Bavarian past participles without their "e": "gmacht", "gschafft", "gholt", "abgholt" is "gemacht", "geschafft",
 * "geholt", "abgeholt"; never before "l", "n" or "r" ("green", "grant", "glut"), and not after "zu" or "mit"
 * ("Zugticket", "Mitgliedschaft").
 */
const SHORT_PARTICIPLE = /^(ab|an|auf|aus|ein|weg|zruck|zurück)?g([bcdfhkmpstwz]\p{L}+t)$/iu;
/** "gholt" but not "ghost": English has words of "gh" and a vowel. */
const ENGLISH_GH = /^gh(?:ost|etto|erkin|oul)/i;
/** Bavarian "d'" before a word after a German one is "die" ("hob grad d'Oma angrufen"); French "d'" stays. */
const ELIDED_DIE = /^d['\u2019](?=\p{L})/u;
const DIE_AFTER = new Set("hab habe hob ich gerade schon ist für mit an".split(" "));
/** Bavarian "i" is "ich" beside the verbs it goes with ("hob i", "i muss"); elsewhere it is English "I". */
const I_BEFORE = new Set("hab hob habe muss soll brauch kann mach hätt bin".split(" "));
const I_AFTER = new Set(
  "hab hob habe soll sollt sollat muss kann ko mog bin brauch mach tu hätt tät dad schieb verschieb leg".split(" "),
);
/** "no" is "noch" after a German word or before one ("was hab i no", "no alles"); English "no" otherwise. */
const NOCH_AFTER = new Set("ich hab habe hob heuer heut heute ist mir wir des das gibts sonst schon".split(" "));
const NOCH_BEFORE = new Set("alles nix nichts nicht ned offen ohne mal ma schnell fällig übrig".split(" "));
/** "is" is "ist" beside German words ("wann is", "des is erledigt"); English "is" otherwise. */
const IST_AFTER = new Set("wann was wo wie des das es er sie dann jetzt heut heute".split(" "));
const IST_BEFORE = new Set(
  "erledigt fertig dran fällig überfällig noch auch scho schon heut heute morgen nix nichts nicht ned des das da der".split(
    " ",
  ),
);
/** The verbs "des" ("das") goes with: "des is erledigt", "mach des". */
const DAS_BESIDE = new Set("is is' ist war hab hob kannst kann passt geht brauch mach wird".split(" "));
const HEUTE_BESIDE = new Set("ich hab habe ist noch was bis für steht fällig abend früh nachmittag".split(" "));
/** "nix" is "nichts" in "nix mehr", "mach nix": "nix the meeting" is English for deleting it. */
const NICHTS_AFTER = new Set("mach mache macht hab hob ich ist gibt noch heute brauch sonst".split(" "));
/** "ned" is "nicht" after a German word ("brauch i ned"); "Ned" otherwise is a name. Saxon "ni" the same. */
const NICHT_AFTER = new Set(
  "ich brauch brauche mach mache ist geht hab hob das es heuer noch schon jahr woche kann kannst muss wird wir auch doch gar".split(
    " ",
  ),
);
/**
 * Saxon "nu" ("now", "well") is a filler: first ("nu, fahrrad is repariert", "nu was steht an") or before a day
 * ("car service nu auf mor'n"), read as nothing; "nu metal" is English.
 */
const NU_BEFORE = new Set(
  "was wie wo wann wer mach mache machst is ist ich hab habe des das dann aber also jetzt auf morgen mor'n morjen heute übermorgen kannst kannste bist biste hast haste sind die der den wird geht gehts bin ja".split(
    " ",
  ),
);
/** "haste" is "hast du" beside German words ("haste schon gemacht", "was haste noch"); English "make haste" stays. */
const HAST_DU_BEFORE = new Set("das des den die der noch schon mal ma heute morgen ne nen eine einen was".split(" "));
const HAST_DU_AFTER = new Set("was wo wann wie dann jetzt nu".split(" "));
/**
 * Ruhr German "wat" ("was") before the verbs of a question ("wat is auffer liste", "wat hab ich montag"), "dat"
 * ("das") beside a German verb ("lösch ma dat", "dat verschieb ma"), and "ma" ("mal") after a German verb or before
 * the words that follow "mal" ("zeig ma alles", "steuerberater anrufen ma auf niedrig"); "call ma" stays English.
 */
const WAS_BEFORE = new Set(
  "is ist hab habe hast haste steht gibt gibts muss soll war sind noch mach machst".split(" "),
);
const DAS_AFTER = new Set(
  "lösch lösche mach mache ma mal hab habe hob ist is du verschieb schieb verschiebe und erledige".split(" "),
);
const DAS_BEFORE = new Set("verschieb schieb lösch mach is ist war hab kannst soll muss".split(" "));
const MAL_AFTER = new Set(
  "zeig zeige mach mache lösch lösche schreib schreibe trag trage verschieb verschiebe schieb schiebe leg lege setz sag guck schau du".split(
    " ",
  ),
);
const MAL_BEFORE = new Set("auf nen ne einen eine das dat des alles eintragen zurück hinzu schnell kurz".split(" "));
/** "ne" first before "doch" or the like is "nein" ("ne doch nich, mach zurück"), not "eine". */
const NEIN_BEFORE = new Set("doch lass vergiss nicht nich".split(" "));

/**
 * How the rules read a word that may be English too, by the words beside it: `before` as read, `after` as typed
 * (both lower case, "" at a comma or the end).
 */
function readInCompany(word: string, before: string, after: string, first: boolean): string | undefined {
  const next = SPOKEN.get(after) ?? after;
  switch (word) {
    case "i":
      return I_BEFORE.has(next) || I_AFTER.has(before) ? "ich" : undefined;
    case "no":
      return NOCH_AFTER.has(before) || NOCH_BEFORE.has(next) ? "noch" : undefined;
    // "fahrrad is repariert": before a German past participle too; "is'" is Saxon for it ("des is' fertsch").
    case "is":
    case "is'":
      return IST_AFTER.has(before) || IST_BEFORE.has(next) || GERMAN_PARTICIPLE.test(next) ? "ist" : undefined;
    // "design slides sind done": German's "ist" or "sind" and an English "done" is German "erledigt".
    case "done":
    case "finished":
      return before === "ist" || before === "sind" ? "erledigt" : undefined;
    // Saxon "mor'n", Berlin "morjen" are "morgen", except alone as a greeting ("Morjen!").
    case "mor'n":
    case "morjen":
      return first && after === "" ? undefined : "morgen";
    case "nu":
      return (first && after === "") || NU_BEFORE.has(after) ? "" : undefined;
    case "haste":
      return HAST_DU_BEFORE.has(next) || GERMAN_PARTICIPLE.test(next) || HAST_DU_AFTER.has(before)
        ? "hast du"
        : undefined;
    case "des":
      return DAS_BESIDE.has(before) || DAS_BESIDE.has(next) ? "das" : undefined;
    // "wann is da Steuerberater dran": Bavarian "da" is "der" after "ist" ("is da" at the end is "there").
    case "da":
      return before === "ist" && after !== "" ? "der" : undefined;
    // "was hab i heid no alles": Bavarian "heute" beside the words of a question or a day ("Frau Heid" is a name).
    case "heid":
    case "heit":
      return HEUTE_BESIDE.has(before) || HEUTE_BESIDE.has(next) ? "heute" : undefined;
    // "hob grad d'Oma angrufen": "gerade" after a German word ("grad school" is English).
    case "grad":
      return DIE_AFTER.has(before) || before === "bin" ? "gerade" : undefined;
    case "wat":
      return WAS_BEFORE.has(next) ? "was" : undefined;
    case "dat":
      // "kannze dat": "kannze" is read as "kannst du".
      return DAS_AFTER.has(before.split(" ").at(-1) ?? "") || DAS_BEFORE.has(next) || (first && after !== "")
        ? "das"
        : undefined;
    case "ma":
      return MAL_AFTER.has(before.split(" ").at(-1) ?? "") || MAL_BEFORE.has(next) ? "mal" : undefined;
    // Dictation's spoken punctuation: "… erledigt Komma und …", "… Priorität Punkt" (a title's "Punkt 12" stays).
    case "komma":
      return before === "" ? undefined : ",";
    case "punkt":
      return before !== "" && after === "" ? "." : undefined;
    case "nix":
      return after === "mehr" || NICHTS_AFTER.has(before) ? "nichts" : undefined;
    case "ned":
    case "ni":
      return after === "mehr" || NICHT_AFTER.has(before) ? "nicht" : undefined;
    default:
      // "um drei", "auf neune" last: an hour said in words is the hour the rules read in digits ("auf drei Teller"
      // is no hour).
      if (GERMAN_NUMBER_WORDS[word] === undefined) return undefined;
      if (before === "um") return String(GERMAN_NUMBER_WORDS[word]);
      if (before !== "auf") return undefined;
      return after === "uhr"
        ? String(GERMAN_NUMBER_WORDS[word])
        : after === ""
          ? `${GERMAN_NUMBER_WORDS[word]} Uhr`
          : undefined;
  }
}

/**
 * Bavarian and Swabian infinitives end on "-a" ("macha", "bringa", "abhola", "aufräuma"): read as "machen",
 * "bringen", "abholen" by their stem, any prefix before it; a title keeps them as typed (see `inTypedSpelling`).
 * Only these stems: "-a" ends many a word of other languages ("hola", "Stella", "agenda").
 */
const DIALECT_INFINITIVE =
  /^(\p{L}*(?:bring|mach|kauf|kaff|hol|putz|zahl|guck|schaff|ruaf|räum|raum|wasch|koch|back|richt|fang|such|schreib|bstell|bestell|erledig|aufräum))a$/iu;
/** `word`'s infinitive when it is one said in dialect ("bringa" → "bringen"); otherwise none. */
const dialectInfinitive = (word: string) => {
  const stem = word.length >= 5 ? DIALECT_INFINITIVE.exec(word)?.[1] : undefined;
  return stem ? `${stem}en` : undefined;
};

type Respelled = { index: number; typed: string; read: string };

/** Each word of `message` the rules read otherwise than typed, and how they read it. */
function respellings(message: string): Respelled[] {
  const words = [...message.matchAll(WITH_APOSTROPHE)];
  const found: Respelled[] = [];
  /** The word after `words[at]` (lower case), or "" at a comma or the end. */
  const wordAfter = (at: number) => {
    const [current, following] = [words[at], words[at + 1]];
    if (!current || !following) return "";
    const between = message.slice((current.index ?? 0) + current[0].length, following.index);
    return /^\s+$/.test(between) ? following[0].toLowerCase().replace(/\u2019/g, "'") : "";
  };
  let before = "";
  let pairedWith = -1;
  words.forEach((match, at) => {
    if (at === pairedWith) return;
    const word = match[0];
    const index = match.index ?? 0;
    const lower = word.toLowerCase().replace(/\u2019/g, "'");
    const following = words[at + 1];
    const between = following ? message.slice(index + word.length, following.index) : "";
    const after = wordAfter(at);
    // Two words read as one ("the morn": tomorrow): the pair is respelled whole.
    const pair = following && after !== "" ? inEnglishPair(lower, after, before, wordAfter(at + 1)) : undefined;
    if (pair !== undefined && following) {
      found.push({ index, typed: message.slice(index, (following.index ?? 0) + following[0].length), read: pair });
      pairedWith = at + 1;
      before = pair;
      return;
    }
    // Bavarian "'s Fahrrad" is "das Fahrrad": an apostrophe and "s" as a word of its own ("it's" stays).
    if (lower === "s" && after !== "" && /(?:^|\s)['\u2019]$/.test(message.slice(0, index))) {
      found.push({ index: index - 1, typed: message.slice(index - 1, index + 1), read: "das" });
      before = "das";
      return;
    }
    if (lower === "d" && DIE_AFTER.has(before) && ELIDED_DIE.test(message.slice(index))) {
      found.push({ index, typed: message.slice(index, index + 2), read: "die " });
      before = "die";
      return;
    }
    const umlauts = RESPELLED.get(lower);
    const spoken = SPOKEN.get(lower) ?? inEnglishSpelling(lower, after);
    const read =
      lower === "ne" && at === 0 && NEIN_BEFORE.has(after)
        ? "nein"
        : umlauts && umlauts !== lower
          ? umlauts
          : // "ne" and "nen" before a word are "eine", "einen" ("…, ne?" at the end is a question tag).
            spoken !== undefined && ((lower !== "ne" && lower !== "nen") || after !== "")
            ? spoken
            : SHORT_PARTICIPLE.test(lower) && !ENGLISH_GH.test(lower)
              ? lower.replace(SHORT_PARTICIPLE, "$1ge$2")
              : (readInCompany(lower, before, after, at === 0) ??
                inEnglishCompany(lower, after) ??
                dialectInfinitive(lower));
    if (read !== undefined) found.push({ index, typed: word, read });
    // The next word's company: this word as read, unless a comma or the like comes between.
    before = /^\s*$/.test(between) ? (read ?? lower) : "";
  });
  return found;
}

/**
 * `message` with the rules' words in their German spelling, and their English words as meant when mistyped (see
 * english-spelling.ts); the other words as typed.
 */
export function inGermanSpelling(message: string): string {
  let said = message;
  for (const { index, typed, read } of respellings(message).reverse()) {
    // A word read as nothing ("fei") or as a mark ("Komma") goes with the space before it; first, with the comma and space after it ("nu, …").
    const first = read === "" && /^\s*$/.test(message.slice(0, index));
    const start = (read === "" && !first) || /^[,.]$/.test(read) ? message.slice(0, index).search(/\s*$/) : index;
    const end =
      index + typed.length + (first ? (/^[\s,;:.!-]*/.exec(said.slice(index + typed.length))?.[0].length ?? 0) : 0);
    said = `${said.slice(0, start)}${read}${said.slice(end)}`;
  }
  return said;
}

/**
 * "ae", "oe", "ue" between consonants inside a long word ("bibliotheksbuecher", "zurueckgebracht"): how German is
 * typed without umlauts; English has the pairs there rarely ("question", "guest" after "q", "g" are left).
 */
const TYPED_UMLAUT = /(?<=\p{L}{2,}[b-df-hj-np-tv-z])(?<![qg])(?:ae|oe|ue)(?=[b-df-hj-np-tv-z]\p{L}{2,})/giu;
const UMLAUT_OF: Record<string, string> = { ae: "ä", oe: "ö", ue: "ü" };

/**
 * `text` with every umlaut typed as two letters inside a word written as an umlaut, for telling its language only:
 * unlike `inGermanSpelling`, not only the rules' words, and never for a title.
 */
export function withTypedUmlauts(text: string): string {
  return text.replace(TYPED_UMLAUT, (pair) => UMLAUT_OF[pair.toLowerCase()] ?? pair);
}

/**
 * `text`, read from `inGermanSpelling(typed)`, with the words respelled back as `typed` has them: a task's title
 * keeps the user's own spelling ("Geschenk fuer Lisa kaufen"; quick add reads "naechsten" itself).
 */
export function inTypedSpelling(text: string, typed: string): string {
  const typedWords = new Map<string, string>();
  const said = new Set([...typed.matchAll(/[\p{L}\p{N}]+/gu)].map(([word]) => word.toLowerCase()));
  for (const { typed: word, read } of respellings(typed)) {
    // Only a word for a word ("drei" read as "3" too; "the night" read as "tonight" stays read: quick add knows
    // "tonight"), and not one typed as read too ("i" for "ich" where "ich" is typed as well).
    if (
      READ_ONLY.has(word.toLowerCase().replace(/\u2019/g, "'")) ||
      /\s/.test(word) ||
      !/^[\p{L}\p{N}]+$/u.test(read) ||
      said.has(read)
    )
      continue;
    typedWords.set(read, word);
  }
  return typedWords.size === 0 ? text : text.replace(/[\p{L}\p{N}]+/gu, (word) => typedWords.get(word) ?? word);
}
