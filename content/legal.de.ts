import type { LegalPage } from "./legal.ts";

/**
 * The German translation of the legal pages (content/legal.ts), shown at /de/privacy, /de/terms and /de/cookies.
 * A faithful translation: when the English text changes, change this one with it (same sections, same dates).
 */
export const legalPagesDe: Record<"privacy" | "terms" | "cookies", LegalPage> = {
  privacy: {
    title: "Datenschutzerklärung",
    lastUpdated: "2026-11-23",
    intro:
      "Ihre Privatsphäre ist uns wichtig. Diese Seite erklärt in einfacher Sprache, welche personenbezogenen Daten PearlBridge Jobs erhebt, warum wir sie erheben, wie lange wir sie speichern und welche Rechte Sie nach der EU-Datenschutz-Grundverordnung (DSGVO) haben. Wir erheben nur, was wir für den Betrieb der Jobbörse brauchen, und wir verkaufen Ihre Daten niemals.",
    sections: [
      {
        heading: "Wer für Ihre Daten verantwortlich ist",
        paragraphs: [
          "Verantwortlich für Ihre personenbezogenen Daten ist PearlBridge Jobs, Friedrichstraße 123, 10117 Berlin, Deutschland.",
          "Wenn Sie Fragen zu dieser Erklärung oder zu Ihren Daten haben, schreiben Sie uns an hello@pearlbridgejobs.com. Wir antworten auf Englisch oder Deutsch.",
        ],
      },
      {
        heading: "Was wir erheben und warum",
        paragraphs: [
          "Sie können Stellenanzeigen durchsuchen und unsere Ratgeber lesen, ohne uns personenbezogene Daten zu geben. Wir speichern Daten über Sie nur in den unten genannten Fällen und nur für den jeweils genannten Zweck.",
        ],
        bullets: [
          "Kontodaten: Wenn Sie sich registrieren, speichern wir Ihren vollständigen Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer und Ihr Passwort. Passwörter werden nur als Hashwert gespeichert; niemand bei PearlBridge Jobs kann sie lesen. Wir nutzen diese Daten, um Ihr Konto anzulegen und zu schützen und um Ihre E-Mail-Adresse zu bestätigen.",
          "Profildaten: die Angaben, die Sie Ihrem Bewerberprofil hinzufügen (Überschrift, Angaben über Sie, Kenntnisse, Berufserfahrung, Ausbildung, Sprachen, die Anerkennung Ihrer Qualifikationen, Ihr Wohnort, die Städte, in die Sie ziehen würden, und wann Sie anfangen können). Wir nutzen sie, um Sie bei einer Bewerbung als Bewerberin oder Bewerber vorzustellen.",
          "Lebenslauf: die PDF- oder Word-Datei, die Sie in Ihr Profil hochladen. Nur Sie und die Arbeitgeber, bei denen Sie sich bewerben, können sie herunterladen. Wenn Sie den Lebenslauf mit einer Bewerbung senden, erhält der Arbeitgeber eine eigene Kopie, damit spätere Änderungen an Ihrem Profil nicht verändern, was er erhalten hat.",
          "Bewerbungen: Für jede Bewerbung speichern wir, auf welche Stelle Sie sich beworben haben, das Datum, ihren Status und dessen Verlauf, Ihr Anschreiben und den Lebenslauf, den Sie gesendet haben. Wir nutzen dies, um Ihre Bewerbung zu bearbeiten und sie auf Ihrer Seite „Meine Bewerbungen“ anzuzeigen.",
          "Gemerkte Stellen: Stellen, die Sie sich merken, werden im lokalen Speicher Ihres Browsers unter dem Schlüssel savedJobs gespeichert. Wenn Sie angemeldet sind, werden Ihre gemerkten Stellen auch mit Ihrem Konto gespeichert, damit Sie sie auf anderen Geräten sehen können.",
          "Newsletter: Wenn Sie ihn abonnieren, speichern wir Ihre E-Mail-Adresse, um Ihnen den Newsletter zu senden, bis Sie ihn abbestellen.",
          "Server-Protokolle: Wenn Sie die Website besuchen, erfassen unsere Server kurzzeitig technische Daten wie Ihre IP-Adresse, die Uhrzeit, die aufgerufene Seite und Ihren Browsertyp. Wir nutzen sie, um den Dienst sicher zu halten und Fehler zu finden und zu beheben.",
          "Begrenzung von Anfragen: Um Konten vor dem Erraten von Passwörtern und die Website vor Missbrauch zu schützen, zählen wir für kurze Zeit die Anfragen je IP-Adresse und sperren Adressen vorübergehend, die zu viele senden.",
        ],
      },
      {
        heading: "Unsere Rechtsgrundlagen",
        paragraphs: [
          "Konto-, Profil-, Bewerbungsdaten und gemerkte Stellen verarbeiten wir, weil dies für den Dienst erforderlich ist, für den Sie sich angemeldet haben (Art. 6 Abs. 1 lit. b DSGVO). Server-Protokolle und Daten zur Begrenzung von Anfragen verarbeiten wir auf Grundlage unseres berechtigten Interesses an einem sicheren, zuverlässigen Dienst (Art. 6 Abs. 1 lit. f DSGVO).",
          "Den Newsletter senden wir nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können Ihre Einwilligung jederzeit über den Abmeldelink in jedem Newsletter oder durch eine Nachricht an uns widerrufen; das berührt nichts, was wir vorher gesendet haben.",
        ],
      },
      {
        heading: "An wen wir Daten weitergeben",
        paragraphs: [
          "Wir verkaufen Ihre Daten nicht und geben sie nicht an Werbetreibende oder Datenhändler weiter. Wenn Ihre Bewerbung auf eine Stelle weiterbearbeitet wird, geben wir die dafür nötigen Angaben, etwa Ihren Namen, Ihre Kontaktdaten und Ihre Bewerbung, nur an den Arbeitgeber dieser Stelle weiter.",
          "Unsere Hosting- und Datenbankanbieter verarbeiten Daten in unserem Auftrag auf Grundlage von Auftragsverarbeitungsverträgen und nur nach unseren Weisungen. Wir können Daten auch offenlegen, wenn das Gesetz es verlangt, zum Beispiel gegenüber einem Gericht oder der Polizei.",
        ],
      },
      {
        heading: "Wo Ihre Daten gespeichert werden und wie lange",
        paragraphs: [
          "Alle Daten, die wir speichern, liegen auf Servern in der Europäischen Union.",
          "Konto-, Profil-, Lebenslauf-, Bewerbungsdaten und gemerkte Stellen speichern wir, solange Ihr Konto besteht. Wenn Sie Ihr Konto löschen, löschen wir diese Daten sofort, einschließlich der gespeicherten Lebenslauf-Dateien; nur die Aufzeichnung der Arbeitgeber über Ihre Bewerbungen bleibt bestehen, ohne etwas, das Sie erkennbar macht, es sei denn, das Gesetz verpflichtet uns, einen bestimmten Eintrag länger aufzubewahren. Newsletter-Adressen werden gelöscht, wenn Sie den Newsletter abbestellen. Server-Protokolle und Daten zur Begrenzung von Anfragen werden nur kurze Zeit aufbewahrt, in der Regel nicht länger als 30 Tage, es sei denn, wir brauchen sie zur Aufklärung eines bestimmten Sicherheitsvorfalls.",
        ],
      },
      {
        heading: "Ihre Rechte",
        paragraphs: [
          "Nach der DSGVO haben Sie weitreichende Rechte an Ihren Daten, und ihre Ausübung ist kostenlos. Um eines davon auszuüben, schreiben Sie an hello@pearlbridgejobs.com. Wir antworten innerhalb eines Monats.",
          "Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, entweder in dem Land, in dem Sie leben oder arbeiten, oder dort, wo der mutmaßliche Verstoß stattgefunden hat. Die für uns zuständige Behörde ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit.",
        ],
        bullets: [
          "Auskunft und Datenübertragbarkeit, selbst erledigt: Auf der Seite „Mein Konto“ laden Sie eine Datei (JSON) mit Ihrem Konto, Ihrem Profil, Ihren Bewerbungen mit ihrem Statusverlauf und Ihren gemerkten Stellen herunter; Ihren Lebenslauf laden Sie in Ihrem Profil herunter",
          "Löschung, selbst erledigt: Das Löschen Ihres Kontos auf der Seite „Mein Konto“ (bestätigt mit Ihrem Passwort) löscht Ihr Konto, Ihr Profil, Ihre Lebenslauf-Dateien, Ihre gemerkten Stellen und Ihre Anmeldungen sofort. Arbeitgeber, bei denen Sie sich beworben haben, behalten ihre Aufzeichnung der Bewerbung als „Gelöschte Bewerberin oder gelöschter Bewerber“ mit ihrem Statusverlauf, ohne Ihren Namen, Ihre Kontaktdaten, Ihr Anschreiben oder Ihren Lebenslauf, weil sie diese zur Dokumentation ihrer Einstellungen brauchen",
          "Auskunft: eine Kopie der personenbezogenen Daten verlangen, die wir über Sie speichern",
          "Berichtigung: verlangen, dass wir unrichtige oder unvollständige Daten berichtigen",
          "Löschung: verlangen, dass wir Ihre Daten und Ihr Konto löschen",
          "Einschränkung und Widerspruch: verlangen, dass wir bestimmte Verarbeitungen einschränken oder beenden",
          "Datenübertragbarkeit: Ihre Daten in einem gängigen, maschinenlesbaren Format erhalten",
        ],
      },
      {
        heading: "Wie wir Ihre Daten schützen",
        paragraphs: [
          "Alle Verbindungen zu PearlBridge Jobs sind verschlüsselt. Passwörter werden als Hashwert gespeichert, das Anmelde-Cookie kann von Skripten auf der Seite nicht gelesen werden, und Zugang zu unseren Systemen haben nur die Mitarbeitenden, die ihn für den Betrieb des Dienstes brauchen.",
          "Kein System ist vollkommen sicher. Sollte es jedoch einmal zu einer Verletzung des Schutzes Ihrer Daten kommen, informieren wir Sie und die Aufsichtsbehörde, wie es das Gesetz verlangt. Wenn wir diese Erklärung ändern, aktualisieren wir das Datum oben auf dieser Seite und informieren registrierte Nutzer bei wichtigen Änderungen per E-Mail.",
        ],
      },
    ],
  },
  terms: {
    title: "Nutzungsbedingungen",
    lastUpdated: "2026-10-01",
    intro:
      "Diese Bedingungen erklären die Regeln für die Nutzung von PearlBridge Jobs, der Jobbörse und Ratgeberseite, die Jobsuchende in Uganda mit Arbeitgebern in Deutschland verbindet. Wir haben sie in einfacher Sprache geschrieben. Wenn Sie ein Konto anlegen oder die Website nutzen, stimmen Sie ihnen zu.",
    sections: [
      {
        heading: "Über PearlBridge Jobs",
        paragraphs: [
          "PearlBridge Jobs wird von der Friedrichstraße 123, 10117 Berlin, Deutschland, aus betrieben. Sie erreichen uns unter hello@pearlbridgejobs.com.",
          "Wir veröffentlichen Stellenanzeigen, ermöglichen es Ihnen, sich Stellen zu merken, sie zu teilen und sich darauf zu bewerben, und bieten Ratgeber zu Visa, Umzug, Sprache und Arbeitsleben in Deutschland. Wir sind eine Jobbörse, kein Arbeitgeber: Die Entscheidung, eine Bewerberin oder einen Bewerber einzuladen oder einzustellen, trifft immer der Arbeitgeber.",
        ],
      },
      {
        heading: "Kostenlos für Jobsuchende",
        paragraphs: [
          "Die Nutzung von PearlBridge Jobs ist für Jobsuchende völlig kostenlos. Wir verlangen nichts für die Registrierung, Bewerbungen, das Merken von Stellen oder das Lesen unserer Ratgeber, und wir verlangen niemals Geld für eine Stelle, ein Vorstellungsgespräch oder Hilfe beim Visum.",
          "Wenn jemand im Zusammenhang mit einer Stelle, die Sie auf unserer Website gefunden haben, Geld von Ihnen verlangt, zahlen Sie nicht und melden Sie es uns unter hello@pearlbridgejobs.com.",
        ],
      },
      {
        heading: "Ihr Konto",
        paragraphs: [
          "Um sich auf Stellen zu bewerben, brauchen Sie ein Konto. Bitte registrieren Sie sich mit Ihrem echten Namen, einer gültigen E-Mail-Adresse, die Sie bestätigen, und einer Telefonnummer, unter der Arbeitgeber Sie erreichen können, und halten Sie diese Angaben richtig und aktuell.",
          "Ihr Konto ist persönlich. Halten Sie Ihr Passwort geheim und sagen Sie uns sofort Bescheid, wenn Sie glauben, dass jemand anderes Ihr Konto benutzt hat. Sie können uns jederzeit bitten, Ihr Konto zu löschen.",
        ],
      },
      {
        heading: "Bewerbungen",
        paragraphs: [
          "Sie können sich auf jede Stelle einmal bewerben. Alles, was Sie einreichen, einschließlich Ihrer Qualifikationen, Ihrer Erfahrung und Ihrer Sprachkenntnisse, muss wahr und vollständig sein. Arbeitgeber verlassen sich auf diese Angaben, und falsche Angaben können auch einen Visumantrag gefährden.",
          "Eine Bewerbung garantiert weder ein Vorstellungsgespräch noch eine Stelle. Wir können nicht versprechen, dass ein Arbeitgeber antwortet, und wir sind nicht verantwortlich für die Einstellungsentscheidungen eines Arbeitgebers oder die Visumentscheidungen der deutschen Behörden.",
        ],
      },
      {
        heading: "Zulässige Nutzung",
        paragraphs: [
          "PearlBridge Jobs soll für alle ein sicherer Ort sein. Sie dürfen die Website nicht missbrauchen, und insbesondere dürfen Sie nicht:",
        ],
        bullets: [
          "falsche Identitäten, gefälschte Dokumente oder das Konto einer anderen Person verwenden",
          "Betrug begehen oder versuchen, einschließlich der Forderung von Geld von Jobsuchenden",
          "Spam, beleidigende oder diskriminierende Inhalte veröffentlichen oder senden",
          "Stellenanzeigen oder Nutzerdaten mit automatisierten Werkzeugen massenhaft kopieren",
          "versuchen, die Website zu beschädigen, zu überlasten oder ihre Sicherheit zu umgehen",
        ],
      },
      {
        heading: "Arbeitgeber und Stellenanzeigen",
        paragraphs: [
          "Arbeitgeber sind für ihre Stellenanzeigen verantwortlich, einschließlich der Richtigkeit der Stellenbeschreibung, des Gehalts und der Anforderungen, und für die Einhaltung der Gesetze. Wir prüfen Stellenanzeigen auf offensichtliche Probleme und entfernen solche, die wir für irreführend oder betrügerisch halten, können aber nicht jede Einzelheit überprüfen.",
          "Wenn eine Stellenanzeige verdächtig wirkt, melden Sie sie bitte an hello@pearlbridgejobs.com. Wir können Stellenanzeigen entfernen oder Konten sperren, die gegen diese Bedingungen verstoßen.",
        ],
      },
      {
        heading: "Unsere Ratgeber und Informationen",
        paragraphs: [
          "Unsere Ratgeber zu Visa, Gehältern, Anerkennung, Sprache und Leben in Deutschland werden sorgfältig geschrieben und regelmäßig überprüft, sind aber allgemeine Informationen und keine Rechts- oder Einwanderungsberatung. Regeln und Zahlen wie Gehaltsschwellen und Gebühren ändern sich; prüfen Sie den aktuellen Stand immer bei der Deutschen Botschaft, der Ausländerbehörde oder einer anderen offiziellen Stelle, bevor Sie Entscheidungen treffen.",
        ],
      },
      {
        heading: "Haftungsbeschränkung",
        paragraphs: [
          "Wir haften unbeschränkt für Schäden, die vorsätzlich oder grob fahrlässig verursacht wurden, sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine Pflicht verletzen, die für den Dienst wesentlich ist, und dann nur für den typischen, vorhersehbaren Schaden. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.",
          "Weil der Dienst für Jobsuchende kostenlos ist, können wir nicht garantieren, dass er immer verfügbar oder fehlerfrei ist. Wir haften nicht für den Inhalt von Stellenanzeigen, die Arbeitgeber bereitstellen, oder für den Inhalt externer Websites, auf die wir verlinken.",
        ],
      },
      {
        heading: "Anwendbares Recht und Änderungen",
        paragraphs: [
          "Für diese Bedingungen gilt das Recht der Bundesrepublik Deutschland. Wenn Sie Verbraucherin oder Verbraucher sind, nimmt Ihnen das nicht den Schutz durch zwingendes Verbraucherrecht des Landes, in dem Sie leben.",
          "Wir können diese Bedingungen aktualisieren, wenn sich unser Dienst oder das Gesetz ändert. Wir zeigen das Datum der neuesten Fassung oben auf dieser Seite und informieren registrierte Nutzer über wichtige Änderungen per E-Mail, bevor sie wirksam werden.",
        ],
      },
    ],
  },
  cookies: {
    title: "Cookie-Richtlinie",
    lastUpdated: "2026-10-01",
    intro:
      "Die Kurzfassung: PearlBridge Jobs verwendet ein einziges Cookie, und zwar nur, damit Sie angemeldet bleiben. Wir verwenden keine Tracking- oder Werbe-Cookies und keine Analysewerkzeuge von Drittanbietern. Diese Seite erklärt dieses Cookie und den einen Eintrag, den wir im lokalen Speicher Ihres Browsers ablegen.",
    sections: [
      {
        heading: "Unser einziges Cookie: das Sitzungs-Cookie",
        paragraphs: [
          "Wenn Sie sich anmelden, setzen wir ein Sitzungs-Cookie. Es sagt unserem Server, dass die Anfragen von Ihnen kommen, damit Sie angemeldet bleiben, während Sie von Seite zu Seite gehen, und sich auf Stellen bewerben können.",
          "Das Cookie ist HttpOnly, das heißt, Skripte auf der Seite können es nicht lesen, und es wird nur über verschlüsselte Verbindungen gesendet. Es wird entfernt, wenn Sie sich abmelden oder die Sitzung abläuft. Weil es für den Dienst, den Sie angefordert haben, unbedingt erforderlich ist, braucht es Ihre Einwilligung nicht.",
        ],
      },
      {
        heading: "Gemerkte Stellen im lokalen Speicher Ihres Browsers",
        paragraphs: [
          "Wenn Sie sich eine Stelle merken, speichern wir sie im lokalen Speicher Ihres Browsers unter dem Schlüssel savedJobs. Das ist kein Cookie und wird nicht mit jeder Anfrage an unsere Server gesendet; es sorgt nur dafür, dass Ihre gemerkten Stellen ein Neuladen der Seite überstehen, auch wenn Sie nicht angemeldet sind.",
          "Wenn Sie angemeldet sind, werden Ihre gemerkten Stellen auch mit Ihrem Konto gespeichert, damit Sie sie auf anderen Geräten sehen können. Sie können die lokale Kopie jederzeit entfernen, indem Sie Stellen nicht mehr merken oder die Website-Daten in Ihrem Browser löschen.",
        ],
      },
      {
        heading: "Was wir nicht verwenden",
        paragraphs: [
          "Wir halten es bewusst einfach. Deshalb sehen Sie auf unserer Website auch kein Cookie-Banner: Es gibt nichts, in das Sie einwilligen müssten.",
        ],
        bullets: [
          "Keine Werbe- oder Marketing-Cookies",
          "Keine Tracking-Pixel und kein seitenübergreifendes Tracking",
          "Keine Analysewerkzeuge von Drittanbietern",
          "Keine Social-Media-Plug-ins, die Sie verfolgen",
        ],
      },
      {
        heading: "Cookies verwalten",
        paragraphs: [
          "Sie können Cookies und den lokalen Speicher in den Einstellungen Ihres Browsers ansehen und löschen. Wenn Sie unser Sitzungs-Cookie blockieren, können Sie weiterhin Stellen durchsuchen, suchen und sich merken, aber sich nicht anmelden oder bewerben.",
          "Wenn Sie Fragen zu Cookies oder zum lokalen Speicher haben, schreiben Sie uns an hello@pearlbridgejobs.com. Mehr dazu, wie wir mit Ihren Daten umgehen, steht in unserer Datenschutzerklärung.",
        ],
      },
    ],
  },
};
