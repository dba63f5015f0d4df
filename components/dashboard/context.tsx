"use client";
// What every dashboard screen needs: who is signed in and what /v1 lets them do, the client of /v1, the words
// in their language, and their time zone (the browser's: times are shown where the member is).
import { createContext, useContext } from "react";
import type { DashboardApi } from "@/lib/dashboard/api";
import type { DashboardKey } from "@/lib/i18n/messages-en";
import type { Translate } from "@/lib/i18n/translate";

export interface Member {
  user: { id: string; email: string; fullName: string };
  workspace: { id: string; name: string };
  role: string;
  permissions: Record<string, boolean>;
}

export interface Dashboard {
  me: Member;
  api: DashboardApi;
  t: Translate<DashboardKey>;
  locale: string;
  language: string;
}

export const DashboardContext = createContext<Dashboard | undefined>(undefined);

export function useDashboard(): Dashboard {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("useDashboard outside DashboardShell");
  return value;
}

/** A permission /v1 answered for the signed-in member (GET /v1/me); unknown names are false. */
export function useCan(permission: string): boolean {
  return useDashboard().me.permissions[permission] === true;
}
