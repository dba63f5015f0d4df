// Copy-paste snippets that put a booking link on another site.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadPublicLink } from "@/lib/public-booking/server/load-booking-page";
import { publicUrl } from "@/lib/public-booking/server/public-url";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Embed a booking link", robots: { index: false } };

export default async function SharePage({ params }: { params: Promise<{ id: string }> }) {
  const link = await loadPublicLink((await params).id);
  if (!link) notFound();
  const script = `<script src="${publicUrl()}/embed.js"></script>`;
  const snippets = [
    {
      title: "Inline",
      text: "The booking page inside your page; it grows to fit its content.",
      code: `<div id="booking"></div>\n${script}\n<script>\n  SchedulingEmbed.inline({ link: "${link.id}", target: "#booking" });\n</script>`,
    },
    {
      title: "Popup",
      text: "Opens over your page when the visitor clicks your button.",
      code: `<button id="book-button">Book a meeting</button>\n${script}\n<script>\n  SchedulingEmbed.popup({ link: "${link.id}", trigger: "#book-button" });\n</script>`,
    },
    {
      title: "Floating button",
      text: "A button in the corner of every page, in the link's brand colour and language unless you set text and brandColor.",
      code: `${script}\n<script>\n  SchedulingEmbed.floatingButton({ link: "${link.id}", text: "Book a meeting" });\n</script>`,
    },
    {
      title: "Options and events",
      text: "Theme, hidden details column, brand colour, prefill, your page's utm_* campaign parameters passed on to the booking (never shown to the visitor), and events (also dispatched as DOM events named scheduling:<type> on the container).",
      code: `SchedulingEmbed.inline({\n  link: "${link.id}",\n  target: "#booking",\n  theme: "dark",            // "light" | "dark" | "auto"\n  hideDetails: true,\n  transparent: true,\n  brandColor: "#1d4ed8",\n  prefill: { name: "Ada", email: "ada@example.com" },\n  forwardQueryParams: true,  // utm_source, utm_medium, utm_campaign, utm_term, utm_content\n  onEvent: ({ type, detail }) => console.log(type, detail),\n  // ready (once, first), slots-loaded, slots-failed, link-failed { code },\n  // date-selected, slot-selected,\n  // booking-succeeded { bookingId, start, end }, booking-failed { code }\n});`,
    },
    {
      title: "Control it from your page",
      text: "Every call returns the embed: open or close a popup, change its theme or colour without reloading, remove it. preload warms a popup so it opens on times already shown.",
      code: `const embed = SchedulingEmbed.popup({ link: "${link.id}", trigger: "#book-button" });\nSchedulingEmbed.preload({ link: "${link.id}" });\n\nembed.open();\nembed.update({ theme: "dark", brandColor: "#1d4ed8" });\nembed.close();\nembed.destroy();`,
    },
    {
      title: "React",
      text: "For React sites: save embed-react.js (and its types, embed-react.d.ts) from this app into your project and import it like any component.",
      code: `// ${publicUrl()}/embed-react.js, ${publicUrl()}/embed-react.d.ts\nimport { SchedulingEmbed } from "./embed-react";\n\n<SchedulingEmbed\n  src="${publicUrl()}/embed.js"\n  link="${link.id}"\n  theme="dark"\n  onEvent={({ type, detail }) => console.log(type, detail)}\n/>\n<SchedulingEmbed src="${publicUrl()}/embed.js" link="${link.id}" mode="popup">Book a meeting</SchedulingEmbed>`,
    },
  ];
  return (
    <main data-theme="auto" className="mx-auto min-h-screen max-w-3xl p-6 dark:bg-slate-950 dark:text-slate-100">
      <h1 className="text-2xl font-semibold">Put “{link.title}” on your site</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Paste one of these into your page. Sites allowed to frame the booking page are set by <code>EMBED_ALLOWED_ORIGINS</code> on the
        server.
      </p>
      {snippets.map((s) => (
        <section key={s.title} className="mt-6">
          <h2 className="text-lg font-semibold">{s.title}</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{s.text}</p>
          <pre className="mt-2 overflow-x-auto rounded-md bg-slate-900 p-3 text-sm text-slate-100">
            <code>{s.code}</code>
          </pre>
        </section>
      ))}
    </main>
  );
}
