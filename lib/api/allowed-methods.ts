interface RouteTable {
  readonly routes: readonly { method: string; path: string }[];
}

const routePatterns = new WeakMap<RouteTable, { method: string; pattern: RegExp }[]>();

/** The methods the app's routes answer at `path` (none: no route there at all). */
export function allowedMethods(app: RouteTable, path: string): string[] {
  let patterns = routePatterns.get(app);
  if (!patterns) {
    patterns = app.routes
      .filter((route) => route.method !== "ALL" && !route.path.includes("*"))
      .map((route) => ({ method: route.method, pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, "[^/]+")}$`) }));
    routePatterns.set(app, patterns);
  }
  return [...new Set(patterns.filter((p) => p.pattern.test(path)).map((p) => p.method))];
}
