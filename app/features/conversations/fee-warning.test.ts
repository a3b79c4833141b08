import { describe, expect, it } from "vitest";
import { feeWarning, feeWarningText } from "./fee-warning.ts";

// Messages as employers and scammers write them; each case names the phrases the candidate is shown.
const asksForMoney: [message: string, phrases: string[]][] = [
  ["Congratulations! To proceed, you must pay a processing fee of USD 150.", ["you must pay", "processing fee"]],
  ["Kindly send 350,000 UGX via MTN MoMo to 0772 123456 for your visa processing.", ["Kindly send", "MTN MoMo"]],
  ["Please pay the registration fee of €120 before the interview.", ["Please pay", "registration fee"]],
  ["Your placement fee is €500, payable before departure.", ["placement fee", "payable"]],
  ["Send the money through Western Union to our agent in Nairobi.", ["Send the money", "Western Union"]],
  ["A refundable deposit of 200 euros secures your position.", ["refundable deposit"]],
  ["Use Airtel Money to pay the training fee.", ["Airtel Money", "training fee"]],
  ["The visa processing fee is $300 and must be paid this week.", ["visa processing fee"]],
  ["To confirm your slot, transfer 100 USD to this account: 1234567.", ["transfer"]],
  [
    "There is a small application fee of 50,000 shillings, payable on mobile money.",
    ["application fee", "payable", "mobile money"],
  ],
  ["You will need to pay 2,000,000 UGX for the job contract.", ["You will need to pay"]],
  ["Before we can send your contract, a commitment fee is required.", ["commitment fee"]],
  ["We cover the flight, but you have to pay the visa fee of €75 to our office.", ["you have to pay", "visa fee"]],
  ["Bitte überweisen Sie die Bearbeitungsgebühr von 250 € auf folgendes Konto.", ["Bitte überweisen", "Bearbeitungsgebühr"]],
  ["Für die Vermittlung fällt eine Vermittlungsgebühr von 400 Euro an.", ["Vermittlungsgebühr"]],
  ["Vor Vertragsbeginn ist eine Kaution von 300 € zu zahlen.", ["Kaution", "zu zahlen"]],
  ["Wir benötigen eine Vorauszahlung für das Visum.", ["Vorauszahlung"]],
  ["Sie müssen 150 Euro für die Anmeldung bezahlen.", ["Sie müssen 150 Euro für die Anmeldung bezahlen"]],
  ["Bitte senden Sie das Geld per Western Union.", ["Bitte senden", "Western Union"]],
  ["Zahlen Sie die Schulungsgebühr bitte vorab per MoMo.", ["Zahlen Sie", "Schulungsgebühr", "MoMo"]],
  ["Wir übernehmen den Flug, aber die Visagebühr von 75 € zahlen Sie selbst.", ["Visagebühr", "zahlen Sie"]],
  ["Send money for the medical check to our coordinator.", ["Send money"]],
];

const ordinaryTalk = [
  "We pay €3,200 a month gross, plus overtime.",
  "The salary is €3,200 per month (Gehalt: 3.200 € brutto).",
  "We cover the visa fee and the recognition costs.",
  "The company pays your flight to Frankfurt.",
  "Wir übernehmen die Kosten für den Flug und die erste Unterkunft.",
  "Das Gehalt beträgt 3.400 € brutto im Monat.",
  "Please send your CV and your nursing diploma as PDF.",
  "We will start the visa processing as soon as you sign the contract.",
  "Our recruitment is free of charge: we never ask candidates for money.",
  "Die Visagebühr übernehmen wir.",
  "You do not have to pay anything for this job.",
  "Can we do the interview on Tuesday at 10:00 Berlin time?",
  "We will transfer your first salary at the end of April.",
  "Der Arbeitgeber zahlt die Anerkennungsgebühr und den Deutschkurs.",
  "Relocation: we reimburse your travel costs up to €1,000.",
  "Bitte schicken Sie uns Ihren Lebenslauf und Ihre Zeugnisse.",
  "Your salary will be paid by bank transfer into your German account.",
  "There are no fees for candidates on PearlBridge.",
  "The employer bears all costs of the recognition procedure, including fees.",
  "Airport transfer from Munich is arranged by us.",
  "Die Kaution für die Wohnung übernimmt die Firma.",
  "In Munich you will pay about €700 rent for a room.",
  "Thank you for your feedback, we send the coffee machine's manual tomorrow.",
  "Der Link folgt per E-Mail.",
];

describe("fee warning", () => {
  it.each(asksForMoney)("warns on %j", (message, phrases) => {
    expect(feeWarning(message)).toEqual({ phrases, text: feeWarningText() });
  });

  it.each(ordinaryTalk)("stays quiet on %j", (message) => {
    expect(feeWarning(message)).toBeNull();
  });

  it("judges each sentence on its own: a reassurance does not cancel a demand elsewhere", () => {
    const message = "We cover your flight and the visa fee. A placement fee of €300 is due via MTN MoMo.";
    expect(feeWarning(message)?.phrases).toEqual(["placement fee", "MTN MoMo"]);
  });

  it("sees a demand beside a reassurance in the same sentence", () => {
    expect(feeWarning("We pay your flight and you pay the placement fee of €300.")?.phrases).toEqual([
      "you pay",
      "placement fee",
    ]);
    expect(feeWarning("Wir zahlen den Flug und Sie müssen die Kaution von 500 € überweisen.")?.phrases).toEqual([
      "Sie müssen die Kaution von 500 € überweisen",
    ]);
  });

  it("names a phrase once, however often it is written", () => {
    expect(feeWarning("Pay the fee. The fee is €50. FEE due now.")?.phrases).toEqual(["Pay", "fee"]);
  });

  it("reads the German spelling without umlauts", () => {
    expect(feeWarning("Bitte ueberweisen Sie die Gebuehr.")?.phrases).toEqual(["Bitte ueberweisen", "Gebuehr"]);
  });
});
