import { useEffect, useRef, useState } from "react";
import { DEFAULT_COVER_IMAGE } from "#common/blog/blog-types.ts";
import { clsx } from "clsx";
import { responsiveImage } from "#common/media/media-images.ts";

/**
 * A post's cover with the spec's fallback: an image that fails to load is replaced by the default cover.
 * The server-rendered <img> can fail before React hydrates (onError never fires then), so a failed load
 * that already happened is detected on mount as well.
 */
export function CoverImage({
  src,
  alt,
  className,
  priority = false,
  priorityMedia,
  sizes = "100vw",
}: {
  src: string;
  alt: string;
  className?: string;
  /** Above the fold (the post page's hero): load eagerly, first (the page's largest paint). */
  priority?: boolean;
  /**
   * Above the fold only where this media query matches (the blog list's featured post: on a wide screen it is
   * the page's largest paint, on a phone it is below the first screen). There it is preloaded first; elsewhere
   * it loads lazily, so a phone's first paint does not wait behind it.
   */
  priorityMedia?: string;
  /** How wide it is shown, for an uploaded image's srcset (the browser picks the width it needs). */
  sizes?: string;
}) {
  const initial = src.trim() || DEFAULT_COVER_IMAGE;
  const [current, setCurrent] = useState(initial);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => setCurrent(initial), [initial]);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && current !== DEFAULT_COVER_IMAGE) setCurrent(DEFAULT_COVER_IMAGE);
  }, [current]);

  // Our uploads come in several widths and say their size; other covers are shown as they are.
  const own = responsiveImage(current);
  return (
    <>
      {priorityMedia && !priority && (
        <link rel="preload" as="image" href={current} imageSrcSet={own?.srcSet} imageSizes={own ? sizes : undefined} media={priorityMedia} fetchPriority="high" />
      )}
      <img
        ref={ref}
        src={current}
        srcSet={own?.srcSet}
        sizes={own ? sizes : undefined}
        alt={alt}
        width={own?.width ?? 1200}
        height={own?.height ?? 630}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        data-fallback={current === DEFAULT_COVER_IMAGE && initial !== DEFAULT_COVER_IMAGE ? "true" : undefined}
        onError={() => current !== DEFAULT_COVER_IMAGE && setCurrent(DEFAULT_COVER_IMAGE)}
        className={clsx("size-full object-cover", className)}
      />
    </>
  );
}
