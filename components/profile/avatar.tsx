// A person's picture, or their initial on a plain disc when they have none.
export function Avatar({ name, image, size, className = "" }: { name: string; image: string | null; size: number; className?: string }) {
  const box = `shrink-0 rounded-full border-4 border-white bg-slate-200 dark:border-slate-900 ${className}`;
  return image ? (
    // biome-ignore lint/performance/noImgElement: pictures are any address from the members' profiles, which next/image's optimizer would have to allow host by host.
    <img src={image} alt="" width={size} height={size} style={{ width: size, height: size }} className={box} />
  ) : (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className={`flex items-center justify-center text-xl font-semibold text-slate-700 ${box}`}
    >
      {name.slice(0, 1)}
    </span>
  );
}
