import { strFromU8, unzipSync } from "fflate";

// Reading an exported Word file back in tests: word/document.xml's paragraphs, each the
// text of its runs (a <w:tab/> a tab), joined by line breaks, XML entities decoded.

export function docxXml(bytes: Uint8Array): string {
  const xml = unzipSync(bytes)["word/document.xml"];
  if (!xml) throw new Error("no word/document.xml in the file");
  return strFromU8(xml);
}

const entities: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'", "&amp;": "&" };

export function docxText(bytes: Uint8Array): string {
  return [...docxXml(bytes).matchAll(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>/g)]
    .map(([paragraph]) =>
      [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map(([whole, text]) => (whole === "<w:tab/>" ? "\t" : text!.replace(/&(lt|gt|quot|apos|amp);/g, (entity) => entities[entity]!)))
        .join(""),
    )
    .join("\n");
}
