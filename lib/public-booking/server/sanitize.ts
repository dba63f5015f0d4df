// Link descriptions and confirmation messages are HTML written by the team.
// They are rendered only after this allowlist: no scripts, no event handlers,
// no styles, and links limited to http(s) and mailto.
import "server-only";
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "a", "h3", "h4", "blockquote", "code"],
  // rel and target are the transform's own (it overrides the author's): allowed, or they would be stripped after it.
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
};

export function sanitizeRichText(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === "" ? null : clean;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/**
 * The same rich text as plain text, for the booking page's short summaries
 * and the agent-readable Markdown: sanitised first, then paragraphs and line
 * breaks kept as new lines, list items as "- ", a link as "text (address)".
 */
export function richTextToPlainText(html: string | null): string | null {
  const clean = sanitizeRichText(html);
  if (!clean) return null;
  const marked = clean
    .replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_, href: string, text: string) => (text === href ? href : `${text} (${href})`))
    .replace(/<li>/g, "- ")
    .replace(/<br \/>|<\/(p|li|h3|h4|blockquote)>/g, "\n");
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(?:amp|lt|gt|quot|#39|nbsp);/g,
    (e) => ENTITIES[e]!,
  );
  const lines = text.split("\n").map((line) => line.replace(/[ \t]+/g, " ").trim());
  return (
    lines
      .filter((line, i) => line !== "" || (i > 0 && lines[i - 1] !== ""))
      .join("\n")
      .trim() || null
  );
}
