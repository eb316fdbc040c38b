import { describe, expect, it } from "vitest";
import {
  citationOf,
  citationText,
  classifySources,
  isSchoolSource,
  lacksSchoolSource,
  normalDomain,
  quoteAttribution,
  schoolSourceText,
  siteOf,
  thirdPartyText,
} from "./sources";

const HBS = ["hbs.edu"];
const WHARTON = ["wharton.upenn.edu"];

describe("whose page a source is", () => {
  it("is the school's own on one of its domains or a subdomain of it", () => {
    expect(isSchoolSource("https://www.hbs.edu/mba/admissions/application-process/Pages/default.aspx", HBS)).toBe(true);
    expect(isSchoolSource("https://hbs.edu/x", HBS)).toBe(true);
    expect(isSchoolSource("https://mba-inside.wharton.upenn.edu/blog", WHARTON)).toBe(true);
    expect(isSchoolSource("http://intheknow.insead.edu/blog/demystifying-language-policy", ["insead.edu"])).toBe(true);
  });

  it("is a third party's anywhere else: consultancies, mirrors of the school's page, look-alike hosts", () => {
    expect(isSchoolSource("https://www.clearadmit.com/harvard-business-school-mba-deadlines", HBS)).toBe(false);
    // A mirror that names the school's page in its path is still a mirror.
    expect(isSchoolSource("https://file-hippo.netlify.app/host-https-www.gsb.stanford.edu/programs/mba", ["gsb.stanford.edu"])).toBe(false);
    expect(isSchoolSource("https://nothbs.edu/page", HBS)).toBe(false);
    expect(isSchoolSource("https://hbs.edu.example.com/page", HBS)).toBe(false);
    // The university's other schools are not this school.
    expect(isSchoolSource("https://www.upenn.edu/admissions", WHARTON)).toBe(false);
    // Another school's page (Tuck's blog quoting the GMAC form, cited for Haas) is a third party for Haas.
    expect(isSchoolSource("https://tuck.dartmouth.edu/news/gmac-letter", ["haas.berkeley.edu"])).toBe(false);
  });

  it("is never the school's for what is not a web address, or with no domains known", () => {
    expect(isSchoolSource("javascript:alert(1)//hbs.edu", HBS)).toBe(false);
    expect(isSchoolSource("not a url", HBS)).toBe(false);
    expect(isSchoolSource("https://www.hbs.edu/", [])).toBe(false);
    expect(isSchoolSource("https://www.hbs.edu/", [""])).toBe(false);
  });

  it("reads domains as operators may write them", () => {
    expect(normalDomain(" HBS.edu ")).toBe("hbs.edu");
    expect(normalDomain("https://www.hbs.edu/mba")).toBe("hbs.edu");
    expect(normalDomain("www.london.edu/")).toBe("london.edu");
    expect(isSchoolSource("https://admissionsblog.london.edu/x", ["https://www.london.edu/"])).toBe(true);
  });

  it("shows a site without www", () => {
    expect(siteOf("https://www.clearadmit.com/x")).toBe("clearadmit.com");
    expect(siteOf("ftp://example.com")).toBeNull();
  });
});

describe("how a fact cites its sources", () => {
  it("puts the school's own page first, one page per site", () => {
    const cited = classifySources(
      ["https://www.clearadmit.com/a", "https://www.hbs.edu/one", "https://www.clearadmit.com/b", "https://www.hbs.edu/two", "https://aringo.com/c"],
      HBS,
    );
    expect(cited.map((source) => [source.site, source.owner])).toEqual([
      ["hbs.edu", "school"],
      ["clearadmit.com", "third-party"],
      ["aringo.com", "third-party"],
    ]);
    expect(cited[0]!.url).toBe("https://www.hbs.edu/one");
  });

  it("cites the school's own page as the school's, with its cycle", () => {
    const citation = citationOf(["https://www.hbs.edu/mba/admissions"], HBS, "2025-2026");
    expect(schoolSourceText(citation)).toBe("Source: hbs.edu, 2025-2026");
    expect(thirdPartyText(citation)).toBeNull();
    expect(citationText(citation)).toBe("Source: hbs.edu, 2025-2026");
  });

  it("labels a third party's reading with its site and age, never as the school's", () => {
    const citation = citationOf(["https://www.clearadmit.com/harvard"], HBS, "2023");
    expect(schoolSourceText(citation)).toBeNull();
    expect(thirdPartyText(citation)).toBe("A third party's reading (clearadmit.com, 2023), not the school's own page");
  });

  it("says a third party's reading is undated when its age is not known", () => {
    expect(thirdPartyText(citationOf(["https://serisamplersparkfun.pages.dev/819224.html"], HBS, null))).toBe(
      "A third party's reading (serisamplersparkfun.pages.dev, undated), not the school's own page",
    );
    expect(thirdPartyText(citationOf(["https://a.com/x", "https://b.com/y"], HBS, "June 2026"))).toBe(
      "Third parties' reading (a.com, b.com; June 2026), not the school's own page",
    );
  });

  it("gives both when a fact has both, the school's first", () => {
    expect(citationText(citationOf(["https://www.clearadmit.com/x", "https://www.hbs.edu/y"], HBS, "2024-2025"))).toBe(
      "Source: hbs.edu, 2024-2025. A third party's reading (clearadmit.com, 2024-2025), not the school's own page",
    );
    expect(citationText(citationOf([null, ""], HBS, "2024"))).toBeNull();
  });

  it("finds the facts that lack a school source", () => {
    expect(lacksSchoolSource(["https://www.clearadmit.com/x"], HBS)).toBe(true);
    expect(lacksSchoolSource([], HBS)).toBe(true);
    expect(lacksSchoolSource(["https://www.clearadmit.com/x", "https://www.hbs.edu/y"], HBS)).toBe(false);
  });
});

describe("whose words a quote is", () => {
  it("is the school's only when quoted from the school's own page", () => {
    expect(quoteAttribution("https://www.hbs.edu/mba/admissions/ai", HBS)).toBe("the school's words");
    expect(quoteAttribution("https://gmatclub.com/blog/?p=67205", HBS)).toBe(
      "as quoted by gmatclub.com, a third party; not checked against the school's own page",
    );
    expect(quoteAttribution(null, HBS)).toBe("quoted without a source; not checked against the school's own page");
  });
});
