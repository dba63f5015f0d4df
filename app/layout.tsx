import type { Metadata } from "next";
import { pageLanguage } from "@/lib/public-booking/server/page-language";
import "./globals.css";

export const metadata: Metadata = { title: "Book a meeting" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The booking link's language on its pages (German on a German link's), so browsers, screen readers and
  // translation tools read the whole page in it.
  return (
    <html lang={await pageLanguage()}>
      <body className="antialiased">{children}</body>
    </html>
  );
}
