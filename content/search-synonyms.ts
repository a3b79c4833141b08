/**
 * Words that mean the same job to a job seeker, in English and German: the keyword search treats every word of
 * a group as the typed word (app/features/jobs/keyword-query.ts). Keyed by words, never by category slugs, so
 * that renaming or merging categories leaves this list alone.
 *
 * - Write words as people type them (case and umlauts do not matter: "Köchin" also serves "Kochin", "Koechin").
 * - Several words ("software developer") must all appear in a job.
 * - A trailing * matches every word that starts so: "Lager*" finds Lagerhelfer, Lagerlogistik, Lagerist. Use it
 *   for German compounds, with a stem of at least 5 letters.
 * English plurals and German inflections need no entry: the full-text search stems both languages.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  // Health and care
  // Midwives are here too: in Uganda nurses and midwives train and register together (enrolled nurse, enrolled
  // midwife), and German job titles rarely ask for one without the other's field.
  ["nurse", "enrolled nurse", "registered nurse", "staff nurse", "Krankenschwester", "Krankenpfleger", "Pflegefachkraft", "Pflegefachfrau", "Pflegefachmann", "Pflegekraft", "Gesundheits- und Krankenpfleger", "midwife", "midwifery", "Hebamme", "Entbindungspfleger"],
  ["care worker", "carer", "caregiver", "care assistant", "home care", "nursing aid", "nursing aide", "nursing assistant", "healthcare assistant", "Pflegehelfer", "Pflegehilfskraft", "Pflegeassistent", "Pflegeassistenz", "Krankenpflegehelfer", "Betreuungskraft", "Alltagsbegleiter"],
  ["caregiver", "elderly care", "geriatric nurse", "geriatric care", "Altenpfleger", "Altenpflegerin", "Altenpflege", "Altenpflegehelfer", "Seniorenbetreuung"],
  ["doctor", "physician", "Arzt", "Ärztin", "Assistenzarzt", "Mediziner"],
  ["physiotherapist", "Physiotherapeut", "Krankengymnast"],
  ["pharmacist", "Apotheker"],
  // Trades and industry
  ["electrician", "Elektriker", "Elektroniker", "Elektroinstallateur", "Elektrofachkraft"],
  ["welder", "welding", "Schweißer", "Schweißfachkraft"],
  ["mechanic", "Mechaniker", "Mechatroniker", "Kfz-Mechatroniker", "Industriemechaniker"],
  ["plumber", "pipefitter", "heating installer", "Installateur", "Anlagenmechaniker", "Anlagenmechaniker SHK", "SHK", "Klempner", "Heizungsbauer", "Sanitär*"],
  ["carpenter", "joiner", "woodworker", "Tischler", "Schreiner", "Zimmermann", "Zimmerer", "Holzmechaniker"],
  ["painter", "Maler", "Lackierer"],
  ["bricklayer", "mason", "Maurer"],
  ["construction", "Bau", "Bauarbeiter", "Bauhelfer", "Baustelle"],
  ["labourer", "laborer", "Helfer", "Hilfsarbeiter"],
  ["machine operator", "Maschinenführer", "Maschinenbediener", "Anlagenführer"],
  ["production worker", "Produktionshelfer", "Produktionsmitarbeiter"],
  ["gardener", "landscaper", "landscaping", "Gärtner", "Landschaftsgärtner"],
  // Warehouse and transport
  ["warehouse", "warehouse worker", "warehouse operative", "Lager*", "Lagerist", "Lagerhelfer", "Lagerarbeiter", "Lagerlogistik"],
  ["order picker", "picker", "packer", "Kommissionierer", "Kommissionierung"],
  ["forklift", "forklift driver", "forklift operator", "Stapler*", "Gabelstapler*", "Staplerfahrer"],
  ["logistics", "Logistik"],
  ["driver", "Fahrer", "Berufskraftfahrer", "Kraftfahrer", "Lkw-Fahrer", "chauffeur"],
  ["truck driver", "lorry driver", "HGV driver", "Lkw-Fahrer", "Berufskraftfahrer", "Kraftfahrer"],
  ["truck", "lorry", "Lkw"],
  ["courier", "Kurier", "Bote", "delivery driver", "Auslieferungsfahrer", "Zusteller"],
  ["removals", "mover", "moving", "Umzug*"],
  // Hospitality and food
  ["cook", "chef", "line cook", "commis chef", "sous chef", "Koch", "Köchin", "Küchenchef", "Jungkoch", "Beikoch"],
  ["kitchen", "kitchen assistant", "kitchen porter", "dishwasher", "Küche*", "Küchenhilfe", "Spülkraft"],
  ["waiter", "waitress", "waiting staff", "service staff", "Kellner", "Kellnerin", "Servicekraft", "Servicemitarbeiter", "Bedienung", "Restaurantfachmann"],
  ["hotel", "Hotelfachmann", "Hotelfachfrau", "Hotel*"],
  ["receptionist", "front desk", "Rezeptionist", "Empfang"],
  ["housekeeping", "housekeeper", "room attendant", "chambermaid", "Zimmermädchen", "Zimmerreinigung", "Roomboy", "Hauswirtschaft*"],
  ["baker", "Bäcker"],
  ["butcher", "Metzger", "Fleischer"],
  // Cleaning, facilities, security
  ["cleaner", "cleaning", "Reinigungskraft", "Gebäudereiniger", "Putzkraft", "Reinigung"],
  ["caretaker", "janitor", "Hausmeister", "building maintenance"],
  ["security", "guard", "Sicherheit*", "Wachmann", "Objektschutz", "Sicherheitsmitarbeiter"],
  // Office, sales, service
  ["software developer", "software engineer", "backend developer", "frontend developer", "web developer", "full stack developer", "Softwareentwickler", "Programmierer"],
  ["IT", "informatics", "Informatiker", "Fachinformatiker"],
  ["engineer", "Ingenieur"],
  ["accountant", "bookkeeper", "Buchhalter", "Finanzbuchhalter", "Buchhaltung"],
  ["cashier", "Kassierer", "Kasse"],
  ["sales assistant", "shop assistant", "Verkäufer", "Einzelhandel"],
  ["customer service", "customer support", "Kundenservice", "Kundendienst", "Kundenberater"],
  ["call centre", "call center", "Callcenter"],
  ["recruiter", "Personalberater", "Personalvermittler"],
  ["human resources", "HR", "Personalwesen", "Personalabteilung"],
  ["marketing", "Vermarktung"],
  ["office", "Büro*", "Bürokaufmann", "Kaufmann", "administrator"],
  // Education and childcare
  ["teacher", "Lehrer", "Lehrkraft", "Lehrerin"],
  ["tutor", "Nachhilfe"],
  ["childcare", "educator", "nursery", "Erzieher", "Erzieherin", "Kita", "Kinderbetreuung", "Kinderpfleger"],
  // Places people write in both languages
  ["Munich", "München"],
  ["Cologne", "Köln"],
  ["Nuremberg", "Nürnberg"],
  ["Hanover", "Hannover"],
  ["Frankfurt", "Frankfurt am Main"],
  ["Germany", "Deutschland"],
];
