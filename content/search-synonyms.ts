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
  ["nurse", "Krankenschwester", "Krankenpfleger", "Pflegefachkraft", "Pflegefachfrau", "Pflegefachmann", "Pflegekraft", "Gesundheits- und Krankenpfleger"],
  ["care worker", "carer", "care assistant", "Pflegehelfer", "Pflegeassistent", "Betreuungskraft"],
  ["caregiver", "elderly care", "geriatric nurse", "Altenpfleger", "Altenpflegerin", "Altenpflege", "Altenpflegehelfer"],
  ["doctor", "physician", "Arzt", "Ärztin", "Assistenzarzt", "Mediziner"],
  ["physiotherapist", "Physiotherapeut", "Krankengymnast"],
  ["midwife", "Hebamme"],
  ["pharmacist", "Apotheker"],
  // Trades and industry
  ["electrician", "Elektriker", "Elektroniker", "Elektroinstallateur"],
  ["welder", "Schweißer"],
  ["mechanic", "Mechaniker", "Mechatroniker", "Kfz-Mechatroniker", "Industriemechaniker"],
  ["plumber", "Installateur", "Anlagenmechaniker", "Klempner", "Sanitär*"],
  ["carpenter", "joiner", "Tischler", "Schreiner", "Zimmermann", "Zimmerer"],
  ["painter", "Maler", "Lackierer"],
  ["bricklayer", "mason", "Maurer"],
  ["construction", "Bau", "Bauarbeiter", "Bauhelfer", "Baustelle"],
  ["labourer", "laborer", "Helfer", "Hilfsarbeiter"],
  ["machine operator", "Maschinenführer", "Maschinenbediener", "Anlagenführer"],
  ["production worker", "Produktionshelfer", "Produktionsmitarbeiter"],
  ["gardener", "landscaper", "landscaping", "Gärtner", "Landschaftsgärtner"],
  // Warehouse and transport
  ["warehouse", "Lager*", "Lagerist", "Lagerhelfer", "Lagerlogistik"],
  ["forklift", "Stapler*", "Gabelstapler*"],
  ["logistics", "Logistik"],
  ["driver", "Fahrer", "Berufskraftfahrer", "Kraftfahrer", "Lkw-Fahrer", "chauffeur"],
  ["truck", "lorry", "Lkw"],
  ["courier", "Kurier", "Bote", "delivery driver", "Auslieferungsfahrer", "Zusteller"],
  ["removals", "mover", "moving", "Umzug*"],
  // Hospitality and food
  ["cook", "chef", "Koch", "Köchin", "Küchenchef", "Jungkoch"],
  ["kitchen", "Küche*", "Küchenhilfe"],
  ["waiter", "waitress", "Kellner", "Kellnerin", "Servicekraft", "Restaurantfachmann"],
  ["hotel", "Hotelfachmann", "Hotelfachfrau", "Hotel*"],
  ["receptionist", "front desk", "Rezeptionist", "Empfang"],
  ["housekeeping", "room attendant", "Zimmermädchen", "Roomboy"],
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
