export default function HomePage() {
  return (
    <main data-theme="auto" className="mx-auto min-h-screen max-w-2xl p-8 dark:bg-slate-950 dark:text-slate-100">
      <h1 className="text-2xl font-semibold">Team scheduling service</h1>
      <p className="mt-4">
        The scheduling service answers under <code>/v1</code> with an <code>x-api-key</code> header. Its interface is described at{" "}
        <a className="underline" href="/v1/openapi.json">
          /v1/openapi.json
        </a>
        .
      </p>
    </main>
  );
}
