import type { Company } from "./types.ts";

/**
 * Every employer that appears in the sample jobs (content/jobs). All companies are fictional.
 * `name` matches JobSeed.company exactly. Only the five top companies have a logo file.
 */
export const companies: Company[] = [
  {
    id: "spreeforge",
    name: "Spreeforge Software GmbH",
    logo: "/logos/spreeforge.svg",
    industry: "Software & IT Services",
    headquarters: "Berlin",
    about:
      "Spreeforge makes scheduling and invoicing software for more than 4,000 small businesses in Germany and Austria. About 140 people from 30 countries work at its offices in Berlin-Kreuzberg and Munich, and the engineering teams work in English. The company sponsors EU Blue Cards and runs its own relocation programme for international hires.",
    website: "https://example.com/spreeforge",
  },
  {
    id: "nordwind-logistik",
    name: "Nordwind Logistik GmbH",
    logo: "/logos/nordwind-logistik.svg",
    industry: "Logistics & Transport",
    headquarters: "Hamburg",
    about:
      "Nordwind Logistik stores, packs and ships goods for online shops and manufacturers from six sites in Germany, including Hamburg, Berlin, Frankfurt and Stuttgart, and runs its own fleet of 220 trucks. Its 2,300 employees speak more than 30 languages. Nordwind has a dedicated programme that helps drivers and logistics specialists from outside the EU with visas, licences and housing.",
    website: "https://example.com/nordwind-logistik",
  },
  {
    id: "sonnenfeld-kliniken",
    name: "Sonnenfeld Kliniken gGmbH",
    logo: "/logos/sonnenfeld-kliniken.svg",
    industry: "Healthcare",
    headquarters: "Munich",
    about:
      "Sonnenfeld Kliniken is a non-profit hospital group with two hospitals, a rehabilitation centre and an outpatient nursing service in and around Munich. It employs 3,100 people, including nurses and doctors from more than 40 countries. Its integration team supports internationally trained staff with recognition, German courses and accommodation in its own staff residence.",
    website: "https://example.com/sonnenfeld-kliniken",
  },
  {
    id: "brandt-vogel",
    name: "Brandt & Vogel Maschinenbau AG",
    logo: "/logos/brandt-vogel.svg",
    industry: "Mechanical Engineering & Manufacturing",
    headquarters: "Stuttgart",
    about:
      "Founded in 1962, Brandt & Vogel builds packaging and filling machines for food, beverage and pharmaceutical companies in more than 60 countries, including many customers in Africa. The family-controlled company has 1,800 employees at its Stuttgart headquarters and its plant in Munich. It is bound by the IG Metall collective agreement and actively recruits skilled technicians and engineers from abroad.",
    website: "https://example.com/brandt-vogel",
  },
  {
    id: "lindgruen-hotels",
    name: "Lindgrün Hotels GmbH",
    logo: "/logos/lindgruen-hotels.svg",
    industry: "Hotels & Hospitality",
    headquarters: "Düsseldorf",
    about:
      "Lindgrün Hotels runs five four-star business and city hotels in Düsseldorf, Berlin, Hamburg and Cologne, with 900 rooms and eight restaurants. Its 650 employees come from more than 45 countries. The group offers free German lessons, staff rates in all its hotels, and clear career paths from entry-level jobs to management.",
    website: "https://example.com/lindgruen-hotels",
  },
  {
    id: "hansen-toechter",
    name: "Hansen & Töchter Kaffeerösterei GmbH",
    logo: "",
    industry: "Food & Beverage E-commerce",
    headquarters: "Hamburg",
    about:
      "Hansen & Töchter is a family-owned speciality coffee roaster in Hamburg, founded in 1978 and now run by the founder's two daughters. It buys green coffee directly from farms and cooperatives in East Africa and Latin America and sells online across northern Europe.",
    website: "https://example.com/hansen-toechter",
  },
  {
    id: "veloria-commerce",
    name: "Veloria Commerce GmbH",
    logo: "",
    industry: "E-commerce",
    headquarters: "Cologne",
    about:
      "Veloria sells city bikes, e-bikes and cycling gear online in nine European countries. The Cologne-based company has 320 employees, and its marketing and tech teams work in English.",
    website: "https://example.com/veloria-commerce",
  },
  {
    id: "mainufer-capital",
    name: "Mainufer Capital AG",
    logo: "",
    industry: "Financial Services",
    headquarters: "Frankfurt",
    about:
      "Mainufer Capital is an independent asset manager that invests on behalf of pension funds and foundations. From its offices in Frankfurt and Düsseldorf, a team of 210 people covers listed companies in Europe and emerging markets, including a growing focus on Africa.",
    website: "https://example.com/mainufer-capital",
  },
  {
    id: "windmark-energie",
    name: "Windmark Energie GmbH",
    logo: "",
    industry: "Renewable Energy",
    headquarters: "Hamburg",
    about:
      "Windmark plans, builds and operates wind and solar parks in northern Germany and sells rooftop solar systems and heat pumps to homeowners in the west of the country. The company employs 480 people in Hamburg and at its sales office in Cologne.",
    website: "https://example.com/windmark-energie",
  },
  {
    id: "brueckwerk-bau",
    name: "Brückwerk Bau GmbH",
    logo: "",
    industry: "Construction",
    headquarters: "Düsseldorf",
    about:
      "Brückwerk Bau is a mid-sized construction company that builds bridges, car parks and public buildings across North Rhine-Westphalia. It employs 550 people, supports the recognition of foreign qualifications, and trains around 30 apprentices every year.",
    website: "https://example.com/brueckwerk-bau",
  },
  {
    id: "rheinbogen-therapiezentrum",
    name: "Rheinbogen Therapiezentrum GmbH",
    logo: "",
    industry: "Healthcare",
    headquarters: "Cologne",
    about:
      "Rheinbogen Therapiezentrum is an outpatient physiotherapy and occupational therapy practice in Cologne-Deutz with 14 therapists. It treats patients after surgery and sports injuries as well as people with chronic pain and neurological conditions.",
    website: "https://example.com/rheinbogen-therapiezentrum",
  },
  {
    id: "alpenkorn",
    name: "Alpenkorn Lebensmittel AG",
    logo: "",
    industry: "Food Manufacturing",
    headquarters: "Munich",
    about:
      "Alpenkorn produces breakfast cereals, muesli and snack bars for supermarkets in Germany, Austria and Switzerland. The company employs 1,400 people at three production sites in Bavaria, including its main plant in Munich.",
    website: "https://example.com/alpenkorn",
  },
  {
    id: "kiezkiste",
    name: "Kiezkiste Lieferdienst GmbH",
    logo: "",
    industry: "Grocery Delivery",
    headquarters: "Berlin",
    about:
      "Kiezkiste delivers groceries by e-cargo bike and electric van within 30 minutes in Berlin, Munich and Hamburg. All of its more than 900 riders, pickers and drivers are employed directly, with paid holidays and sick pay, and the company has an elected works council.",
    website: "https://example.com/kiezkiste",
  },
  {
    id: "taunusblick-schule",
    name: "Internationale Schule Taunusblick",
    logo: "",
    industry: "Education",
    headquarters: "Frankfurt",
    about:
      "Internationale Schule Taunusblick is a private, English-speaking school in Frankfurt with 750 students from more than 50 countries, from kindergarten to the IB Diploma. Its teachers come from around the world, and the school supports their visas and relocation.",
    website: "https://example.com/taunusblick-schule",
  },
  {
    id: "kleine-entdecker",
    name: "Kleine Entdecker Kita gGmbH",
    logo: "",
    industry: "Early Childhood Education",
    headquarters: "Berlin",
    about:
      "Kleine Entdecker is a non-profit provider of eight bilingual day-care centres (Kitas) in Berlin, caring for around 600 children aged one to six. Half of its groups are German-English, and its teams reflect the many cultures of the city.",
    website: "https://example.com/kleine-entdecker",
  },
  {
    id: "talentbruecke",
    name: "Talentbrücke Personalservice GmbH",
    logo: "",
    industry: "Recruitment & Staffing",
    headquarters: "Düsseldorf",
    about:
      "Talentbrücke places skilled workers from outside the EU with German employers in logistics, hospitality and the technical trades. It never charges candidates a fee and follows the WHO Global Code of Practice, so it does not actively recruit health workers from countries on the WHO safeguard list.",
    website: "https://example.com/talentbruecke",
  },
  {
    id: "hanse-umzuege",
    name: "Hanse Umzüge Express GmbH",
    logo: "",
    industry: "Removals & Moving Services",
    headquarters: "Hamburg",
    about:
      "Hanse Umzüge Express moves flats, offices and pianos in and around Hamburg. The company has 70 employees, a fleet of 18 vans and trucks, and many part-time helpers who are students.",
    website: "https://example.com/hanse-umzuege",
  },
  {
    id: "gruenraum",
    name: "GrünRaum Garten- und Landschaftsbau GmbH",
    logo: "",
    industry: "Landscaping",
    headquarters: "Stuttgart",
    about:
      "GrünRaum designs, builds and maintains gardens, parks and company grounds in the Stuttgart region. It employs 90 people year-round, adds seasonal workers from spring to autumn, and trains landscape gardeners every year.",
    website: "https://example.com/gruenraum",
  },
  {
    id: "lebensbaum-pflege",
    name: "Lebensbaum Pflege & Assistenz gGmbH",
    logo: "",
    industry: "Elderly & Disability Care",
    headquarters: "Berlin",
    about:
      "Lebensbaum is a non-profit care provider with care homes, assisted-living houses and support services for people with disabilities in Berlin, Cologne and Frankfurt. Its 1,100 employees include many international nurses and care assistants, and it offers care assistant and nursing training with visa support.",
    website: "https://example.com/lebensbaum-pflege",
  },
  {
    id: "technikwelt",
    name: "Technikwelt Handels GmbH",
    logo: "",
    industry: "Electronics Retail",
    headquarters: "Düsseldorf",
    about:
      "Technikwelt sells smartphones, computers, TVs and household appliances in 35 stores across Germany and online. Its flagship store is on Königsallee in Düsseldorf.",
    website: "https://example.com/technikwelt",
  },
  {
    id: "frischekorb",
    name: "FrischeKorb Supermärkte GmbH",
    logo: "",
    industry: "Grocery Retail",
    headquarters: "Berlin",
    about:
      "FrischeKorb is a regional supermarket chain with 48 stores in Berlin, Brandenburg and Hamburg, known for fresh produce and regional products. It employs 2,600 people and trains more than 100 retail apprentices each year.",
    website: "https://example.com/frischekorb",
  },
  {
    id: "paketblitz",
    name: "Paketblitz Fulfillment GmbH",
    logo: "",
    industry: "E-commerce Fulfilment",
    headquarters: "Cologne",
    about:
      "Paketblitz runs fulfilment centres in Cologne and Düsseldorf that store and ship products for fashion, beauty and lifestyle brands. Its sites ship up to 70,000 parcels a day in peak season.",
    website: "https://example.com/paketblitz",
  },
  {
    id: "mainbus",
    name: "Mainbus Verkehrsgesellschaft mbH",
    logo: "",
    industry: "Public Transport",
    headquarters: "Frankfurt",
    about:
      "Mainbus operates city and regional bus lines in Frankfurt and the Rhine-Main area with a growing fleet of electric and hybrid buses. It trains its own drivers at an in-house driving school, and its 1,200 employees come from more than 40 countries.",
    website: "https://example.com/mainbus",
  },
  {
    id: "brotzeit-gastronomie",
    name: "Brotzeit & Co. Gastronomie GmbH",
    logo: "",
    industry: "Restaurants",
    headquarters: "Munich",
    about:
      "Brotzeit & Co. runs four Bavarian and Swabian restaurants and a beer garden in Munich and Stuttgart. The family business employs 160 people and trains cooks and restaurant specialists.",
    website: "https://example.com/brotzeit-gastronomie",
  },
  {
    id: "hafenliebe",
    name: "Kaffeehaus Hafenliebe GmbH",
    logo: "",
    industry: "Café & Restaurant",
    headquarters: "Hamburg",
    about:
      "Kaffeehaus Hafenliebe is a café and brunch restaurant in Hamburg's Speicherstadt, popular with locals and tourists alike. Its team of 35 roasts its own coffee and bakes its cakes on site.",
    website: "https://example.com/hafenliebe",
  },
  {
    id: "glanzwerk",
    name: "Glanzwerk Gebäudeservice GmbH",
    logo: "",
    industry: "Facility Services",
    headquarters: "Frankfurt",
    about:
      "Glanzwerk provides cleaning, caretaking and building maintenance for offices, banks, schools and residential buildings in Frankfurt and Stuttgart. It employs 850 people and pays according to the building-cleaning collective agreement.",
    website: "https://example.com/glanzwerk",
  },
  {
    id: "koelner-kunststofftechnik",
    name: "Kölner Kunststofftechnik GmbH",
    logo: "",
    industry: "Plastics Manufacturing",
    headquarters: "Cologne",
    about:
      "Kölner Kunststofftechnik produces injection-moulded plastic parts for car makers and household appliance manufacturers. The company has 400 employees and is certified to ISO 9001 and IATF 16949.",
    website: "https://example.com/koelner-kunststofftechnik",
  },
  {
    id: "fernweh-reisen",
    name: "Fernweh Reisen Service GmbH",
    logo: "",
    industry: "Travel & Tourism",
    headquarters: "Cologne",
    about:
      "Fernweh Reisen sells package holidays, flights and safaris, including trips to Uganda, Kenya and Tanzania, online and through its service centres in Cologne and Düsseldorf. Its customer service team works in German and English.",
    website: "https://example.com/fernweh-reisen",
  },
  {
    id: "wachwerk",
    name: "Wachwerk Sicherheitsdienste GmbH",
    logo: "",
    industry: "Security Services",
    headquarters: "Berlin",
    about:
      "Wachwerk provides building security, event security and patrol services in Berlin, Cologne and Munich. Its 1,500 employees are trained to the §34a standard, and the company pays for certificate courses for new staff.",
    website: "https://example.com/wachwerk",
  },
  {
    id: "skygate-security",
    name: "Skygate Aviation Security GmbH",
    logo: "",
    industry: "Aviation Security",
    headquarters: "Frankfurt",
    about:
      "Skygate carries out passenger, baggage and cargo screening at Frankfurt Airport. It trains its own aviation security screeners and pays according to the aviation security collective agreement.",
    website: "https://example.com/skygate-security",
  },
];

/** The five fixed sample companies shown on the home page (docs/product.md#category-and-company-tiles). */
export const topCompanyIds: string[] = [
  "nordwind-logistik",
  "spreeforge",
  "sonnenfeld-kliniken",
  "brandt-vogel",
  "lindgruen-hotels",
];
