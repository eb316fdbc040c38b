import { describe, expect, it } from "vitest";
import { features, quotes } from "../../../app/content/landing-copy";
import { request } from "../helpers";

// The landing page as served, not only its copy module (app/content/landing-copy.test.ts): no
// quote reaches the page but the typed, consented ones, nobody speaks in the first person or in
// quotation marks outside them, and no image stands in for a logo.
const FIRST_PERSON = /\b(I|I'm|I've|me|my|we|we're|us|our)\b/i;
const QUOTATION_MARKS = /["“”„«»]/;

function decode(html: string) {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

// React separates neighbouring pieces of text with empty comments: they join, tags separate.
const textOf = (html: string) =>
  decode(html.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

async function landingMain() {
  const response = await request("/");
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

describe("the landing page as served", () => {
  it("shows a quote only from the consented list, each with its person's name", async () => {
    const main = await landingMain();
    const blockquotes = [...main.matchAll(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/g)].map((match) => textOf(match[1]!));
    expect(blockquotes).toEqual(quotes.map((quote) => `“${quote.text}”`));
    const captions = [...main.matchAll(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/g)].map((match) => textOf(match[1]!));
    expect(captions).toEqual(quotes.map((quote) => `${quote.source.name}, ${quote.source.role}`));
    expect(main).not.toMatch(/<q[\s>]/);
  });

  it("says the rest in Scout's own voice: no first person and no quotation marks outside the quotes", async () => {
    const main = await landingMain();
    const rest = textOf(main.replace(/<figure[\s\S]*?<\/figure>/g, " "));
    expect(rest).toContain(features[0]!.title);
    expect(rest.match(FIRST_PERSON)).toBeNull();
    expect(rest.match(QUOTATION_MARKS)).toBeNull();
  });

  it("shows what Scout does, and no logo", async () => {
    const main = await landingMain();
    for (const feature of features) expect(textOf(main)).toContain(textOf(feature.text));
    expect(main).not.toMatch(/<(img|svg|picture)[\s>]/);
    expect(textOf(main)).toContain("Scout is independent and isn't affiliated with or endorsed by any school.");
  });
});
