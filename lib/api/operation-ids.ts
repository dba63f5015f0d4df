// operationIds for the OpenAPI document, made from each operation's method and path, so that every route has one
// (generated clients name their functions after it) without its author having to think of it; a route that sets
// its own in createRoute keeps it. The rule is docs/api.md's, "The OpenAPI document".

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** The verb of an operation on one item (`/v1/bookings/{id}`) and on a collection (`/v1/memberships`). */
const VERBS: Record<string, { item: string; collection: string }> = {
  get: { item: "get", collection: "get" },
  post: { item: "update", collection: "create" },
  put: { item: "replace", collection: "replace" },
  patch: { item: "update", collection: "update" },
  delete: { item: "delete", collection: "delete" },
};

type Operation = { operationId?: string };
type Document = { paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>> | undefined> };

/**
 * Gives every operation of `document` without an operationId the one its method and path make, in place, and
 * refuses two operations sharing one: a clash is settled by setting an operationId in one route's createRoute.
 */
export function withOperationIds<T extends Document>(document: T): T {
  const owners = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      owners.set(operation.operationId, [...(owners.get(operation.operationId) ?? []), `${method.toUpperCase()} ${path}`]);
    }
  }
  const clashes = [...owners].filter(([, operations]) => operations.length > 1);
  if (clashes.length > 0) {
    const list = clashes.map(([id, operations]) => `${id} (${operations.join(", ")})`).join("; ");
    throw new Error(`Operations share an operationId: ${list}. Set an operationId in one of their createRoute calls.`);
  }
  return document;
}

/**
 * The operationId of `method` on `path`, as the interface names things, without the version prefix:
 * - a POST to a verb (a segment after a plain segment, or a singular one after a parameter) is that action on the
 *   resource before it: `POST /v1/bookings/create` → createBooking, `POST /v1/bookings/find-by-manage-token` →
 *   findBookingByManageToken, `POST /v1/invites/{id}/resend` → resendInvite;
 * - otherwise the method's verb comes first, then the resources, each in the singular but a listed collection:
 *   `GET /v1/memberships` → listMemberships, `GET /v1/bookings/{id}` → getBooking,
 *   `GET /v1/booking-links/{id}/time-slots` → listBookingLinkTimeSlots.
 */
export function operationIdOf(method: string, path: string): string {
  const verb = method.toLowerCase();
  const segments = path.split("/").filter(Boolean);
  if (segments[0] === "v1") segments.shift();
  const [last, before] = [segments.at(-1), segments.at(-2)];
  if (verb === "post" && last && before && !isParameter(last) && (!isParameter(before) || !isPlural(words(last)))) {
    const [actionVerb, ...rest] = words(last);
    return camelCase([actionVerb ?? verb, ...resourcesOf(segments.slice(0, -1)).flatMap(singular), ...rest]);
  }
  const resources = resourcesOf(segments);
  const verbs = VERBS[verb] ?? { item: verb, collection: verb };
  if (last && isParameter(last)) return camelCase([verbs.item, ...resources.flatMap(singular)]);
  // A GET of a plural collection lists it; of a singular one (`/v1/users/{id}/profile`), gets it.
  const listed = verb === "get" && isPlural(resources.at(-1) ?? []);
  const nouns = listed ? [...resources.slice(0, -1).flatMap(singular), ...resources.at(-1)!] : resources.flatMap(singular);
  return camelCase([listed ? "list" : verbs.collection, ...nouns]);
}

const isParameter = (segment: string) => /^\{.*\}$/.test(segment);

const resourcesOf = (segments: string[]) => segments.filter((segment) => !isParameter(segment)).map(words);

/** Whether a resource's last word looks plural: `links`, `deliveries`; not `status`, `profile`. */
const isPlural = (resource: string[]) => /s$/.test(resource.at(-1) ?? "") && !/(ss|us|is)$/.test(resource.at(-1) ?? "");

/** A path segment's words, lower case: `booking-links` → booking, links; `timeSlots` → time, slots. */
function words(segment: string): string[] {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** The resource with its last word in the singular, by English's regular plurals. */
function singular(resource: string[]): string[] {
  const last = resource.at(-1);
  if (last === undefined || !isPlural(resource)) return resource;
  const one = last.endsWith("ies") ? `${last.slice(0, -3)}y` : /(sh|ch|x|z|ss)es$/.test(last) ? last.slice(0, -2) : last.slice(0, -1);
  return [...resource.slice(0, -1), one];
}

function camelCase(parts: string[]): string {
  return parts.map((part, i) => (i === 0 ? part.toLowerCase() : part.charAt(0).toUpperCase() + part.slice(1))).join("");
}
