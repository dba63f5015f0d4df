// The booking app's entry for server code outside it (lib/page-cache, scripts/serve.ts): what they may use of
// it, so its other files can change without them. .dependency-cruiser.cjs holds them to this module.
export { earliestStart, readCopyValues } from "../copy-values";
export { answersMarkdownToo, refusePageRequest, varyWithAccept } from "../page-request-rules";
export { HOUR_CYCLE_COOKIE, LAYOUT_COOKIE, RESERVED_PARAMS } from "../url-state";
export { type LinkFacts, loadLinkFacts, loadPublicLink } from "./load-booking-page";
export { readTimeZone } from "./time-zone";
