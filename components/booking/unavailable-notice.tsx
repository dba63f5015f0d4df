/** A page's one message; `about` names the link it concerns (its title, and whose it is) when there is one. */
export function UnavailableNotice({ title, text, about }: { title: string; text: string; about?: { title: string; hosts: string } }) {
  return (
    <section className="flex flex-col gap-2 py-10 text-center">
      {about && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span className="font-medium text-slate-900 dark:text-slate-100">{about.title}</span> · {about.hosts}
        </p>
      )}
      <h1 className="text-xl font-semibold text-balance">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{text}</p>
    </section>
  );
}
