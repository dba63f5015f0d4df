// The dashboard's control styles, one place for the server-rendered sign-in pages and the screens alike.
export const button =
  "inline-flex h-11 items-center justify-center rounded-md bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-300";
export const secondaryButton =
  "inline-flex h-11 items-center justify-center rounded-md border border-slate-400 px-3 text-sm font-medium whitespace-nowrap text-slate-900 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800";
export const dangerButton =
  "inline-flex h-11 items-center justify-center rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-700";
/** A field's look without its width, for fields sized by their content (times, dates, numbers); one height for inputs and selects alike. */
export const inputBase =
  "min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-600 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100";
export const input = `w-full ${inputBase}`;
export const card = "rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";
export const muted = "text-sm text-slate-600 dark:text-slate-300";
export const linkText = "font-medium text-sky-800 underline underline-offset-2 dark:text-sky-300";
