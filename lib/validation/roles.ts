/** A member's role in a workspace, from most to least privileged (the interface's order). */
export const ROLES = ["OWNER", "ADMIN", "MEMBER", "BILLING_ONLY"] as const;
export type Role = (typeof ROLES)[number];
