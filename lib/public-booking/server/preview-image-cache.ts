// Drawn preview images, kept by what they show (previewVersion): drawing one
// takes a few hundred milliseconds of CPU, and unfurlers ask again for every
// paste. Unfurlers cache too (Cache-Control of the route), but each its own.
import "server-only";
import { LRUCache } from "lru-cache";

/** About a hundred cards of 40–80 KB; a link's new look gets a new key, and the old one ages out. */
const images = new LRUCache<string, Promise<ArrayBuffer>>({ max: 100 });

/** The image drawn once per key; a draw that fails is forgotten, so the next request tries again. */
export function cachedPreviewImage(key: string, draw: () => Promise<ArrayBuffer>): Promise<ArrayBuffer> {
  let image = images.get(key);
  if (!image) {
    image = draw();
    images.set(key, image);
    image.catch(() => images.delete(key));
  }
  return image;
}

/**
 * A day fresh, a week more while it is drawn again: the address carries the
 * version, so a changed link is a new address and never waits for this.
 */
export const PREVIEW_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";
