// A booking page (/<username>): its owner and the links it displays, rendered on the server.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { ProfileView } from "@/components/profile/profile-view";
import { languageOfPage, loadPublicPage } from "@/lib/public-booking/server/load-public-page";
import { profileMetadata } from "@/lib/public-booking/server/profile-metadata";

export const dynamic = "force-dynamic";

type PageProps = { params: Promise<{ username: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return profileMetadata(await loadPublicPage((await params).username).catch(() => undefined));
}

export default async function BookingPageOfUser({ params }: PageProps) {
  const page = await loadPublicPage((await params).username);
  if (!page) notFound();
  return <ProfileView page={page} language={languageOfPage(page, (await headers()).get("accept-language"))} />;
}
