import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  cleanGazetteText,
  collapseSpaces,
  decodeEntities,
  repairDoubleEncoding,
  spaceAfterPunctuation,
  stripGazetteMarkup,
} from "../../src/ingest/text-hygiene.js";
import { FIXTURES } from "./sample-scoring.js";

/** What a UTF-8 text looks like when its bytes are read as Windows-1252 (the five undefined bytes as C1 controls). */
function doubleEncode(text: string): string {
  const high = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
  return [...Buffer.from(text, "utf8")].map((byte) => (byte >= 0x80 && byte <= 0x9f ? high[byte - 0x80] : String.fromCharCode(byte))).join("");
}

describe("repairDoubleEncoding", () => {
  it("repairs UTF-8 read as Windows-1252", () => {
    expect(repairDoubleEncoding("ZÃ¼rich")).toBe("Zürich");
    expect(repairDoubleEncoding("GenÃ¨ve")).toBe("Genève");
    expect(repairDoubleEncoding("NeuchÃ¢tel, GraubÃ¼nden, TÃ¤gerwilen")).toBe("Neuchâtel, Graubünden, Tägerwilen");
    expect(repairDoubleEncoding("PrÃ¤sident des Verwaltungsrates")).toBe("Präsident des Verwaltungsrates");
  });

  it("maps the Windows-1252 characters of bytes 0x80 to 0x9F back to their bytes", () => {
    expect(repairDoubleEncoding("Ã„rger Ã–l Ãœbel StraÃŸe")).toBe("Ärger Öl Übel Straße");
    expect(repairDoubleEncoding("Lâ€™Ã©tÃ© â€“ â‚¬ 100")).toBe("L’été – € 100");
    expect(repairDoubleEncoding("â€œZitatâ€\u009D")).toBe("“Zitat”");
    expect(repairDoubleEncoding("Å½ilina, Å\u00A0koda, Å¡")).toBe("Žilina, Škoda, š");
  });

  it("repairs every Latin letter of the gazette languages, round trip", () => {
    const letters = "àâäçéèêëîïôöùûüÿñœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸÑŒÆß’–—«»€";
    expect(repairDoubleEncoding(doubleEncode(letters))).toBe(letters);
  });

  it("reads `à` whose no-break space became a plain space", () => {
    expect(repairDoubleEncoding("Ã\u00A0 Lausanne")).toBe("à Lausanne");
    expect(cleanGazetteText("domicilié Ã  Lausanne")).toBe("domicilié à Lausanne");
    expect(cleanGazetteText("GenÃ¨ve, voilÃ  tout")).toBe("Genève, voilà tout");
  });

  it("repairs text encoded twice over", () => {
    expect(repairDoubleEncoding(doubleEncode(doubleEncode("Zürich")))).toBe("Zürich");
  });

  it("leaves correct text unchanged, also with a legitimate Ã or Â", () => {
    const correct = [
      "Zürich, Genève, Neuchâtel, Graubünden, Œuvre, ß, «Bärner Platte»",
      "São Paulo, SÃO PAULO, JOÃO, MAÇÃ SA, IRMÃ e filhos",
      "ÂGE D'OR Sàrl, Château Â la carte, CÔTE",
      "Café Zürich – € 1'000 — “ok” ‘ok’ ™",
      "Ã",
      "Peña, Muñoz, Ñandú",
      "ÜŸ, Straße–Weg, «SPAß»",
    ];
    for (const text of correct) expect(repairDoubleEncoding(text), text).toBe(text);
  });

  it("repairs only the broken sequences in a text that mixes both", () => {
    expect(repairDoubleEncoding("Café in ZÃ¼rich")).toBe("Café in Zürich");
  });

  it("is idempotent", () => {
    const once = repairDoubleEncoding("ZÃ¼rich GenÃ¨ve");
    expect(repairDoubleEncoding(once)).toBe(once);
  });
});

describe("stripGazetteMarkup", () => {
  it("removes old Zefix tags and keeps their text", () => {
    expect(stripGazetteMarkup("<F>Muster AG<E>, in <S>Bern<E>, <I>CH-035.7.015.999-0<E>, <Q>Stiftung<E>")).toBe(
      "Muster AG, in Bern, CH-035.7.015.999-0, Stiftung",
    );
    expect(stripGazetteMarkup("Cotting Revisions AG (<R>CH-229.0.630.164-6<E>), Sitz neu: <5>Baar<E>.")).toBe(
      "Cotting Revisions AG (CH-229.0.630.164-6), Sitz neu: Baar.",
    );
  });

  it("removes the new FT tags", () => {
    expect(stripGazetteMarkup('<FT TYPE="F">Actor IQ SA</FT>, à <FT TYPE="S">Martigny</FT>, <FT TYPE="A">CHE-279.438.550</FT>')).toBe(
      "Actor IQ SA, à Martigny, CHE-279.438.550",
    );
  });

  it("drops the unpublished receipts block and separates words at line breaks", () => {
    expect(collapseSpaces(stripGazetteMarkup("CHF 10'000.--.<B>Verfügung<Z>1. Anmeldung<Z>2. Statuten<E>"))).toBe("CHF 10'000.--.");
    expect(collapseSpaces(stripGazetteMarkup("Zweck. <B> Gebühr: CHF 280.00 Belege: Anmeldung<E><U><E>"))).toBe("Zweck.");
    expect(stripGazetteMarkup("eins<br/>zwei<Z>drei")).toBe("eins zwei drei");
  });

  it("leaves a lone < that opens no tag", () => {
    expect(stripGazetteMarkup("Kapital < CHF 100")).toBe("Kapital < CHF 100");
  });
});

describe("decodeEntities", () => {
  it("decodes XML, HTML and numeric character references", () => {
    expect(decodeEntities("&amp; &lt; &gt; &quot; &apos; &#252; &#xFC; &#XFC; &uuml; &eacute; &agrave; &szlig; &rsquo;")).toBe(
      "& < > \" ' ü ü ü ü é à ß ’",
    );
  });

  it("leaves unknown and invalid references alone and decodes only once", () => {
    expect(decodeEntities("&foo; &#0; &#xD800; &amp;lt;")).toBe("&foo; &#0; &#xD800; &lt;");
  });
});

describe("spaceAfterPunctuation", () => {
  it("puts back the space a clerk left out after a comma, a semicolon or a sentence's full stop", () => {
    expect(spaceAfterPunctuation("à Lancy,et à Favre Anne;Keller Anna (CHE-105.952.747),in Bern")).toBe(
      "à Lancy, et à Favre Anne; Keller Anna (CHE-105.952.747), in Bern",
    );
    expect(spaceAfterPunctuation("sa signature est radiée.Martin Paul")).toBe("sa signature est radiée. Martin Paul");
  });

  it("leaves numbers, identifiers and abbreviations written against what follows", () => {
    const kept = "CHF 1'000,50, CHE-105.952.747, Prof.Dr. Hans, von St.Gallen, Dipl.Ing. ETH, www.muster.ch, S.A.";
    expect(spaceAfterPunctuation(kept)).toBe(kept);
  });
});

describe("cleanGazetteText", () => {
  it("decodes escaped markup before stripping it, and collapses whitespace", () => {
    expect(cleanGazetteText("&lt;FT TYPE=&quot;F&quot;&gt;Müller &amp; Co AG&lt;/FT&gt;,\n in\u00A0 Bern ")).toBe("Müller & Co AG, in Bern");
  });

  it("repairs double encoding hidden behind numeric references", () => {
    expect(cleanGazetteText("Z&#195;&#188;rich")).toBe("Zürich");
  });

  it("gives the same text for a notice with old markup and its copy without", () => {
    const messages = JSON.parse(readFileSync(`${FIXTURES}sogc_sample_messages.json`, "utf8")) as { text: string }[];
    const withMarkup = messages[8].text;
    expect(withMarkup).toContain("<F>");
    expect(cleanGazetteText(withMarkup)).toBe(
      cleanGazetteText(withMarkup.replace(/<[A-Z0-9]>|<E>/g, "")),
    );
    expect(cleanGazetteText(withMarkup)).toMatch(/^Stiftung für Konsumentenschutz, in Bern, CH-035\.7\.015\.999-0, Stiftung \(SHAB/);
  });
});
