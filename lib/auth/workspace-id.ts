// A workspace id that came from an authenticated API key. Every query that
// reads a workspace's data takes this type, so none can run on an id taken
// from a request body or path: authentication is the only place that mints one.
declare const brand: unique symbol;
export type WorkspaceId = string & { readonly [brand]: "WorkspaceId" };

/** For authentication, and the seed loader and tests that act as a workspace's owner. */
export const trustedWorkspaceId = (id: string) => id as WorkspaceId;
