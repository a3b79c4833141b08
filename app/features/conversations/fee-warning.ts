/**
 * Does an employer's message ask the candidate for money? Asking job seekers for fees, deposits or "visa processing"
 * money is the commonest recruitment scam in Uganda, so a message that does gets a warning beside it (issue 29). The
 * rule looks at one clause at a time, in English and German: a payment channel (mobile money, Western Union), a fee
 * or deposit, or the candidate being told to pay or send an amount. A clause in which the employer pays ("we cover
 * the visa fee", "Wir übernehmen die Kosten") or that rules payment out ("no fees") raises nothing: employers talk
 * about salaries and costs all the time, and a warning that cries wolf gets ignored.
 */

import { m } from "#app/lib/i18n/i18n.ts";

export interface FeeWarning {
  /** The words that raised the warning, as written in the message, without repeats. */
  phrases: string[];
  text: string;
}

/** The warning's text, in the reader's language (a message function, read when a message is shown). */
export const feeWarningText = m.pipeline_conv_fee_warning;

// A whole word: letters and digits around it do not count (\b knows no umlauts).
const word = (pattern: string) => `(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`;
const regex = (pattern: string) => new RegExp(word(pattern), "giu");
const ue = "(?:ü|ue)";

/** Ways to send money that an employer has no reason to ask a candidate to use. */
const CHANNELS = regex(
  [
    "mobile\\s+money",
    "mtn\\s+mo\\s?mo",
    "mo\\s?mo",
    "airtel\\s+money",
    "western\\s+union",
    "money\\s?gram",
    "world\\s?remit",
    "send(?:ing)?\\s+(?:the\\s+|some\\s+|us\\s+|me\\s+)?money",
    "transfer(?:ring)?\\s+(?:the\\s+)?money",
    "money\\s+transfer",
    `geld\\s+(?:senden|schicken|${ue}berweisen)`,
  ].join("|"),
);

/** Fees and deposits, in English and German (German compounds end in -gebühr or -kosten). */
const FEES = regex(
  [
    "(?:(?:visa\\s+)?(?:processing|registration|application|placement|recruitment|recruiting|agency|training|booking|medical|documentation|admin|administration|administrative|service|commitment|job|interview|embassy|visa|consultation|reservation|security|onboarding|contract|handling)\\s+)?fees?",
    "visa\\s+processing\\s+(?:charges?|costs?|payments?)",
    "processing\\s+charges?",
    "(?:security\\s+|refundable\\s+)?deposits?",
    "down\\s?payments?",
    "(?:advance|upfront|up-front)\\s+payments?",
    "payment\\s+in\\s+advance",
    `\\p{L}*geb${ue}hr(?:en)?`,
    "kaution",
    "vorauszahlung(?:en)?",
    "vorkasse",
    "anzahlung(?:en)?",
    "\\p{L}*(?:bearbeitungs|vermittlungs|anmelde|registrierungs|schulungs)kosten",
  ].join("|"),
);

const PAY_EN = "pay|send|transfer|wire|deposit|remit";
const PAY_DE = `zahlen|bezahlen|${ue}berweisen|einzahlen|senden|schicken|entrichten|begleichen`;

/** The candidate being told to pay or send something. */
const ASKS = regex(
  [
    `(?:you|u)(?:\\s+(?:will|must|should|need\\s+to|have\\s+to|are\\s+required\\s+to|are\\s+expected\\s+to|would\\s+need\\s+to|will\\s+need\\s+to|will\\s+have\\s+to|only|just|first|also|then))*\\s+(?:${PAY_EN})`,
    `(?:please|kindly|pls)\\s+(?:\\p{L}+\\s+)?(?:${PAY_EN})`,
    `(?:^|(?<=[,:]\\s*))(?:${PAY_EN})`,
    "make\\s+(?:a|the)\\s+payment",
    "payment\\s+(?:must|should|has\\s+to|is\\s+to)\\s+be\\s+made",
    "payable",
    `(?:${PAY_DE})\\s+sie`,
    `(?:sie|du)\\s+(?:m${ue}ssen|sollten|sollen|musst|sollst)(?:\\s+\\S+){0,6}?\\s+(?:${PAY_DE})`,
    `bitte(?:\\s+\\S+){0,4}?\\s+(?:${PAY_DE})`,
    "zu\\s+(?:zahlen|bezahlen|entrichten)",
  ].join("|"),
);

const AMOUNT = regex(
  [
    "(?:€|\\$|£|(?:eur|euros?|usd|ugx|ush|shs|dollars?|shillings?)\\s*)\\d[\\d.,']*",
    "\\d[\\d.,']*\\s*(?:€|\\$|eur|euros?|usd|ugx|ush|shs|dollars?|shillings?|k)",
  ].join("|"),
);
const MONEY_WORDS = regex("money|cash|payment|amount|sum|geld|betrag|summe|zahlung");
/** Living costs a candidate does pay, to others: rent and taxes are no scam. */
const LIVING_COSTS = regex(
  "rent|tax|taxes|social\\s+security|health\\s+insurance|miete|steuern?|sozialversicherung|krankenversicherung",
);

const EMPLOYER =
  "we|we'll|the\\s+company|our\\s+company|the\\s+employer|your\\s+(?:future\\s+)?employer|our\\s+client|the\\s+clinic|the\\s+hospital";
const EMPLOYER_PAYS_EN =
  "pay|pays|paid|cover|covers|take\\s+care\\s+of|takes\\s+care\\s+of|bear|bears|reimburse|reimburses|refund|refunds|sponsor|sponsors|handle|handles";
const EMPLOYER_DE = `wir|die\\s+firma|das\\s+unternehmen|der\\s+arbeitgeber|ihr\\s+arbeitgeber|die\\s+klinik|das\\s+krankenhaus`;
const EMPLOYER_PAYS_DE = `${ue}bernehmen|${ue}bernimmt|zahlen|zahlt|bezahlen|bezahlt|tragen|tr(?:ä|ae)gt|erstatten|erstattet`;
// A few words may stand between the employer and the verb, as long as none of them is the candidate.
const GAP_EN = "(?:\\s+(?!you\\b|your\\b)[\\p{L}']+){0,3}?\\s+";
const GAP_DE = "(?:\\s+(?!sie\\b|ihnen\\b|du\\b|dir\\b|dich\\b)\\p{L}+){0,4}?\\s+";

/** The employer paying, or payment ruled out: the clause is about costs the candidate does not bear. */
const NOT_ASKED = regex(
  [
    `(?:${EMPLOYER})${GAP_EN}(?:${EMPLOYER_PAYS_EN})`,
    "(?:paid|covered|borne|reimbursed)\\s+by\\s+(?:us|the\\s+company|the\\s+employer|your\\s+employer)",
    "at\\s+(?:our|the\\s+company's|the\\s+employer's)\\s+(?:cost|expense)",
    "free\\s+of\\s+charge|for\\s+free|at\\s+no\\s+cost",
    "no\\s+(?:fees?|costs?|charges?|deposits?|payments?)",
    "no\\s+need\\s+to\\s+pay",
    "without\\s+(?:any\\s+)?(?:fees?|costs?|charges?|payment)",
    "(?:do\\s+not|don't|does\\s+not|doesn't|will\\s+not|won't|never)(?:\\s+(?:have\\s+to|need\\s+to|ever))?\\s+(?:pay|charge|ask|send|transfer|request)",
    `(?:${EMPLOYER_DE})${GAP_DE}(?:${EMPLOYER_PAYS_DE})`,
    `(?:${EMPLOYER_PAYS_DE})\\s+(?:${EMPLOYER_DE})`,
    `(?:von\\s+uns|vom\\s+arbeitgeber)\\s+(?:bezahlt|${ue}bernommen|getragen|erstattet)`,
    "auf\\s+unsere\\s+kosten",
    `kostenlos|kostenfrei|geb${ue}hrenfrei|unentgeltlich`,
    `keine\\s+(?:geb${ue}hren?|kosten|kaution|vorauszahlung|zahlung)`,
    `ohne\\s+(?:geb${ue}hren?|kosten)`,
    "nichts\\s+(?:zu\\s+)?(?:zahlen|bezahlen)",
  ].join("|"),
);

// Sentences, and the parts of one joined by "but" / "aber": "We cover the flight, but you pay the fee" is two claims.
const CLAUSE_BREAK = /(?<=[.!?])\s+|[;\n]+|,?\s+(?:but|however|except|aber|jedoch|allerdings|außer)\s+/iu;

interface Match {
  start: number;
  end: number;
  text: string;
}

function matches(pattern: RegExp, text: string): Match[] {
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0].trim() }));
}

/** In the order written; a match inside a longer one ("Send" in "Send the money") is left out. */
function outermost(found: Match[]): string[] {
  const kept: string[] = [];
  let reached = -1;
  for (const m of [...found].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (m.end <= reached) continue;
    kept.push(m.text);
    reached = m.end;
  }
  return kept;
}

function clausePhrases(clause: string): string[] {
  const fees = matches(FEES, clause);
  // "Please send your CV" asks for nothing; "please send 50,000 UGX" does. Rent and taxes the candidate pays to others.
  const money = fees.length > 0 || matches(AMOUNT, clause).length > 0 || matches(MONEY_WORDS, clause).length > 0;
  const asks = money && matches(LIVING_COSTS, clause).length === 0 ? matches(ASKS, clause) : [];
  const notAsked = matches(NOT_ASKED, clause);
  if (notAsked.length > 0) {
    // "We pay your flight and you pay the placement fee": a demand beside the reassurance still counts.
    const beside = asks.filter((a) => notAsked.every((n) => a.end <= n.start || a.start >= n.end));
    return beside.length > 0 ? outermost([...beside, ...fees]) : [];
  }
  return outermost([...matches(CHANNELS, clause), ...fees, ...asks]);
}

/** The warning for a message an employer wrote, or null when it asks the candidate for no money. */
export function feeWarning(message: string): FeeWarning | null {
  const found = message.normalize("NFC").split(CLAUSE_BREAK).flatMap(clausePhrases);
  const key = (phrase: string) => phrase.toLowerCase().replace(/\s+/g, " ");
  const phrases = found.filter((p, i) => found.findIndex((q) => key(q) === key(p)) === i);
  return phrases.length === 0 ? null : { phrases, text: feeWarningText() };
}
