/**
 * What the law attaches to an occupation (ISCO-08 groups, content/isco-08.ts), each list with its source and the day it
 * was compared with that source, or null when it never was (as in content/visa-facts.ts; docs/decisions/180-occupation-facts.md).
 * Plain typed data: no imports from the app. The rules that read these lists are in app/features/occupations.
 */

export interface RuleSource {
  title: string;
  url: string;
}

export interface SourcedList<T> {
  items: readonly T[];
  /** The legal basis, as a German lawyer would cite it. */
  legalBasis: string;
  source: RuleSource;
  /** When the list was compared with the source, and what the comparison found; null: never checked. */
  checked: { on: string; note: string } | null;
}

/**
 * The Blue Card shortage occupations: a job in one of these ISCO-08 groups (or below it) has the lower salary threshold
 * of § 18g (1) sentence 2 no. 1 AufenthG (45.3 % of the pension ceiling instead of 50 %). The law names the groups by
 * their ISCO-08 codes (as classified by the Commission Recommendation of 29 October 2009 on the use of ISCO-08):
 * 132, 133, 134, 21, 221, 222, 225, 226, 23 and 25. Not checked against the law's text here (no stored copy of it was
 * found); one secondary source (Haufe, on the Blue Card in the public sector) lists them without 225 and 23.
 */
export const BLUE_CARD_SHORTAGE_GROUPS: SourcedList<string> = {
  items: ["132", "133", "134", "21", "221", "222", "225", "226", "23", "25"],
  legalBasis: "§ 18g (1) sentence 2 no. 1 AufenthG",
  source: { title: "§ 18g AufenthG at gesetze-im-internet.de", url: "https://www.gesetze-im-internet.de/aufenthg_2004/__18g.html" },
  checked: null,
};

export interface RegulatedOccupation {
  /** An ISCO-08 unit group (4 digits). */
  code: string;
  /** What a German authority must grant before the work may be done, in plain words. */
  licence: string;
}

/**
 * Occupations that may only be practised in Germany with a German licence or recognition (reglementierte Berufe), as
 * far as an ISCO-08 unit group stands for them. Left out on purpose: engineers (only the title "Ingenieur" is protected,
 * the work is not), and the crafts (the master craftsman's certificate is needed to run a business, not to be employed).
 * Health care assistants (5321) are left out too: most helper jobs need no licence, although the state-recognised
 * assistant nurse training exists.
 */
export const REGULATED_OCCUPATIONS: SourcedList<RegulatedOccupation> = {
  items: [
    { code: "2211", licence: "a licence to practise medicine (Approbation or Berufserlaubnis)" },
    { code: "2212", licence: "a licence to practise medicine (Approbation or Berufserlaubnis)" },
    { code: "2221", licence: "permission to use the protected title Pflegefachfrau / Pflegefachmann (recognition of the nursing qualification)" },
    { code: "2222", licence: "permission to use the protected title Hebamme (recognition of the midwifery qualification)" },
    { code: "2250", licence: "a licence to practise veterinary medicine (Approbation)" },
    { code: "2261", licence: "a licence to practise dentistry (Approbation)" },
    { code: "2262", licence: "a licence to practise as a pharmacist (Approbation)" },
    { code: "2264", licence: "permission to use the protected title Physiotherapeut/in (recognition of the qualification)" },
    { code: "2265", licence: "permission to use the protected title Diätassistent/in (recognition of the qualification)" },
    { code: "2266", licence: "permission to use the protected title Logopäde / Logopädin (recognition of the qualification)" },
    { code: "2330", licence: "recognition as a teacher by the state's education authority" },
    { code: "2341", licence: "recognition as a teacher by the state's education authority" },
    { code: "2342", licence: "recognition as a state-recognised educator (staatlich anerkannte/r Erzieher/in)" },
    { code: "2352", licence: "recognition as a teacher by the state's education authority" },
    { code: "2611", licence: "admission to the bar (Zulassung zur Rechtsanwaltschaft)" },
    { code: "2612", licence: "appointment as a judge, which needs German legal qualifications" },
    { code: "2161", licence: "entry in the state's list of architects to use the title Architekt/in" },
    { code: "3211", licence: "permission to use the protected title Medizinische/r Technologe/-in für Radiologie" },
    { code: "3212", licence: "permission to use the protected title Medizinische/r Technologe/-in für Laboratoriumsanalytik" },
    { code: "3213", licence: "permission to use the protected title Pharmazeutisch-technische/r Assistent/in" },
    { code: "3221", licence: "permission to use the protected title Pflegefachfrau / Pflegefachmann (recognition of the nursing qualification)" },
    { code: "3222", licence: "permission to use the protected title Hebamme (recognition of the midwifery qualification)" },
    { code: "3255", licence: "permission to use the protected title Masseur/in und medizinische/r Bademeister/in" },
    { code: "3258", licence: "permission to use the protected title Notfallsanitäter/in" },
    { code: "8331", licence: "an EU driving licence of class D and the initial qualification of professional drivers (BKrFQG)" },
    { code: "8332", licence: "an EU driving licence of class C or CE and the initial qualification of professional drivers (BKrFQG)" },
  ],
  legalBasis:
    "Bundesärzteordnung, Pflegeberufegesetz, Hebammengesetz, Bundes-Tierärzteordnung, Zahnheilkundegesetz, Bundes-Apothekerordnung, Masseur- und Physiotherapeutengesetz, Diätassistentengesetz, Gesetz über den Beruf des Logopäden, MT-Berufe-Gesetz, PTA-Berufsgesetz, Notfallsanitätergesetz, Bundesrechtsanwaltsordnung, Deutsches Richtergesetz, the states' architects' and teachers' laws, Berufskraftfahrerqualifikationsgesetz",
  source: {
    title: "Anerkennung in Deutschland: Recognition Finder (regulated professions)",
    url: "https://www.anerkennung-in-deutschland.de/html/en/pro/recognition-finder.php",
  },
  checked: null,
};
