// GET /book/<id>/preview.png – the link's card image for Open Graph and X (og:image), drawn with next/og.
import { ImageResponse } from "next/og";
import { LinkPreviewImage } from "@/components/booking/link-preview-image";
import { type LinkPreview, linkPreview, PREVIEW_IMAGE_SIZE, previewVersion } from "@/lib/public-booking/link-preview";
import { loadPublicLink } from "@/lib/public-booking/server/load-booking-page";
import { drawableText, previewFontsFor } from "@/lib/public-booking/server/preview-fonts";
import { cachedPreviewImage, PREVIEW_CACHE_CONTROL } from "@/lib/public-booking/server/preview-image-cache";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const link = await loadPublicLink((await params).id);
  // As the page: no card for an unknown or turned-off link.
  if (!link?.bookable)
    return new Response("Not found\n", { status: 404, headers: { "content-type": "text/plain", "cache-control": "no-store" } });
  const preview = linkPreview(link);
  const etag = `"${previewVersion(preview)}"`;
  const headers = { "content-type": "image/png", "cache-control": PREVIEW_CACHE_CONTROL, etag };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const png = await cachedPreviewImage(etag, () => drawPreview(preview, link.hosts));
  return new Response(png, { headers: { ...headers, "content-length": String(png.byteLength) } });
}

function drawPreview(preview: LinkPreview, hosts: { name: string }[]): Promise<ArrayBuffer> {
  const drawable = { ...preview, title: drawableText(preview.title), hosts: drawableText(preview.hosts) };
  const hostInitials = hosts.map((host) => [...drawableText(host.name)][0] ?? "").filter(Boolean);
  const allText = [drawable.title, drawable.hosts, drawable.durations, ...hostInitials].join("");
  const image = new ImageResponse(<LinkPreviewImage preview={drawable} hostInitials={hostInitials} />, {
    ...PREVIEW_IMAGE_SIZE,
    fonts: previewFontsFor(allText),
  });
  return image.arrayBuffer();
}
