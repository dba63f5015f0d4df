// The card a booking link unfurls as in chat (1200×630): the title large, who
// it is with, its lengths, in the link's brand colour. Drawn by next/og
// (satori), which lays out flexbox only and takes inline styles, and fetches
// nothing here: no host photos (any address), initials instead.
import { DEFAULT_BRAND_COLOR, readableTextColorOn } from "@/lib/public-booking/brand-color";
import { type LinkPreview, PREVIEW_FONT_FAMILY, PREVIEW_IMAGE_SIZE } from "@/lib/public-booking/link-preview";

/** Long titles get a smaller size, so most fit in three lines; longer ones end in "…". */
const titleSize = (title: string) => (title.length <= 28 ? 84 : title.length <= 60 ? 68 : 54);

export function LinkPreviewImage({ preview, hostInitials }: { preview: LinkPreview; hostInitials: string[] }) {
  const brand = preview.brandColor ?? DEFAULT_BRAND_COLOR;
  const onBrand = readableTextColorOn(brand);
  return (
    <div
      style={{
        ...PREVIEW_IMAGE_SIZE,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: "#ffffff",
        borderTop: `20px solid ${brand}`,
        fontFamily: PREVIEW_FONT_FAMILY,
        color: "#0f172a",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div style={{ display: "flex", gap: 12 }}>
          {hostInitials.slice(0, 4).map((initial, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: initials repeat; their order is fixed.
              key={index}
              style={{
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
                width: 64,
                height: 64,
                borderRadius: 32,
                background: brand,
                color: onBrand,
                fontSize: 30,
                fontWeight: 700,
              }}
            >
              {initial}
            </div>
          ))}
        </div>
        <div style={{ display: "flex", flex: 1, fontSize: 32, color: "#475569", lineClamp: 1 }}>{preview.hosts}</div>
      </div>
      <div style={{ display: "block", fontSize: titleSize(preview.title), fontWeight: 700, lineHeight: 1.15, lineClamp: 3 }}>
        {preview.title}
      </div>
      <div style={{ display: "flex" }}>
        <div
          style={{
            display: "flex",
            padding: "12px 28px",
            borderRadius: 999,
            background: brand,
            color: onBrand,
            fontSize: 32,
            fontWeight: 700,
          }}
        >
          {preview.durations}
        </div>
      </div>
    </div>
  );
}
