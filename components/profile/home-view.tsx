// The app's root: the booking pages of its team, each a plain link to
// /<username>, and a pointer to the service's API and its description.
import type { PageSummary } from "@/lib/public-booking/public-page";
import { pageFrameClass } from "../booking/page-frame";
import { Avatar } from "./avatar";

export function HomeView({ pages }: { pages: PageSummary[] }) {
  return (
    <main data-theme="auto" className={`text-slate-900 dark:text-slate-100 ${pageFrameClass()}`}>
      <div className="mx-auto flex max-w-2xl flex-col gap-8 bg-white px-4 py-6 sm:rounded-xl sm:border sm:border-slate-200 sm:p-8 sm:shadow-sm dark:bg-slate-900 sm:dark:border-slate-700">
        <header>
          <h1 className="text-2xl font-semibold">Book a meeting</h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">Choose whom to meet; each page lists the meetings you can book.</p>
        </header>
        {pages.length > 0 && (
          <section aria-labelledby="pages-heading">
            <h2 id="pages-heading" className="sr-only">
              Booking pages
            </h2>
            <ul className="flex flex-col gap-3" data-testid="booking-pages">
              {pages.map((page) => (
                <li key={page.username}>
                  <a
                    href={`/${page.username}`}
                    className="flex items-center gap-4 rounded-lg border border-slate-200 p-3 hover:border-slate-400 hover:bg-slate-50 dark:border-slate-700 dark:hover:border-slate-500 dark:hover:bg-slate-800"
                  >
                    <Avatar name={page.ownerName} image={page.ownerImage} size={48} className="border-0" />
                    <span className="flex min-w-0 flex-col">
                      <span className="font-semibold">{page.ownerName}</span>
                      <span className="text-sm text-slate-600 dark:text-slate-300">/{page.username}</span>
                      {page.description && <span className="mt-1 text-sm text-slate-700 dark:text-slate-300">{page.description}</span>}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <footer className="border-t border-slate-200 pt-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
          The scheduling service answers under <code>/v1</code> with an <code>x-api-key</code> header; its interface is described at{" "}
          <a className="underline" href="/v1/openapi.json">
            /v1/openapi.json
          </a>
          . For AI assistants:{" "}
          <a className="underline" href="/llms.txt">
            /llms.txt
          </a>
          .
        </footer>
      </div>
    </main>
  );
}
