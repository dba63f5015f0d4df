// README.md's configuration table and .env.example, written from lib/config/variables.ts so that neither
// can say something the code does not do: `npm run config:docs` writes them, docs.test.ts compares.
import { describeDefault, OTHER_VARIABLES, plain, RETIRED, SECTIONS, VARIABLES, type Variable } from "./variables";

const WIDTH = 100;

/** Each app variable with its name, in the documentation's order. */
const appVariables = (): [string, Variable][] => SECTIONS.flatMap(({ variables }) => Object.entries(variables) as [string, Variable][]);

const cell = (markdown: string) => markdown.replaceAll("|", "\\|");

/** README.md's configuration table: every variable the app reads, and the harness's that matter to a newcomer. */
export function readmeTable(): string {
  const rows = [
    ...appVariables().map(([name, variable]) => `| \`${name}\` | ${cell(describeDefault(variable))} | ${cell(variable.help)} |`),
    ...OTHER_VARIABLES.flatMap(({ variables }) => variables)
      .filter((variable) => variable.readme)
      .flatMap(({ names, help }) => names.map((name) => `| \`${name}\` | unset | ${cell(help)} |`)),
  ];
  return ["| Variable | Default | Meaning |", "|---|---|---|", ...rows].join("\n");
}

/** README.md with its configuration table (the lines of `|` under "## Configuration") replaced by `table`. */
export function withReadmeTable(readme: string, table: string): string {
  const lines = readme.split("\n");
  const heading = lines.indexOf("## Configuration");
  const start = lines.findIndex((line, index) => index > heading && line.startsWith("| Variable |"));
  if (heading < 0 || start < 0) throw new Error('README.md has no table under "## Configuration"');
  let end = start;
  while (lines[end]?.startsWith("|")) end++;
  return [...lines.slice(0, start), table, ...lines.slice(end)].join("\n");
}

/** Plain text in `# ` comment lines of at most WIDTH characters. */
function comment(markdown: string): string[] {
  const lines: string[] = [];
  let line = "#";
  for (const word of plain(markdown).split(/\s+/)) {
    if (line.length + 1 + word.length > WIDTH && line !== "#") {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

const heading = (title: string) => `# --- ${title} `.padEnd(WIDTH, "-");

/** The line setting a variable to its default, or leaving it empty (unset) with what that means above it. */
function setting(name: string, variable: Variable): string[] {
  const literal = typeof variable.default === "string" && variable.unset === undefined && !variable.default.includes("$");
  if (literal) return [`${name}=${variable.default}`];
  return [...comment(`Unset: ${describeDefault(variable)}.`), `${name}=`];
}

/** .env.example: every variable the project reads, with its default, and those it no longer reads. */
export function envExample(): string {
  const emptyIsValue = appVariables().flatMap(([name, variable]) => (variable.emptyIsValue ? [name] : []));
  const intro = comment(
    "Every environment variable the project reads, with its default. Nothing needs setting for the demo. The app, " +
      "the service and the scripts read the ones in the first parts once at start (lib/config/env.ts): a bad value " +
      "stops `npm start`, `npm run dev`, `npm run seed` and `next dev` with one line naming it. An empty value counts " +
      `as unset, except for ${emptyIsValue.join(", ")}. Set them in the environment; only Next.js itself (next dev) ` +
      "also loads .env.local.",
  );
  const generated = comment("Written by `npm run config:docs` from lib/config/variables.ts: edit the variables there, not here.");
  const app = SECTIONS.map(({ title, variables }) => [
    heading(title),
    ...Object.entries(variables).flatMap(([name, variable]: [string, Variable]) => [...comment(variable.help), ...setting(name, variable)]),
  ]);
  const retired = [
    heading("No longer read (refused when set)"),
    ...Object.entries(RETIRED).flatMap(([name, problem]) => comment(`${name} ${problem}.`)),
  ];
  const others = OTHER_VARIABLES.map(({ title, variables }) => [
    heading(title),
    ...variables.flatMap(({ names, example, help }) => [...comment(help), ...names.map((name) => `# ${name}=${example ?? ""}`)]),
  ]);
  return `${[[...intro, ...generated], ...app, retired, ...others].map((block) => block.join("\n")).join("\n\n")}\n`;
}

/** Every variable name the documentation lists: the app's and the harness's. */
export const DOCUMENTED = [
  ...Object.keys(VARIABLES),
  ...OTHER_VARIABLES.flatMap(({ variables }) => variables.flatMap(({ names }) => names)),
];
