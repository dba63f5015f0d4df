export function UnavailableNotice({ title, text }: { title: string; text: string }) {
  return (
    <section className="flex flex-col gap-2 py-10 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{text}</p>
    </section>
  );
}
