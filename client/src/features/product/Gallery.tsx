// The product's photos on its page: a row swiped by the browser's own scrolling (CSS scroll snap:
// no script per frame, smooth on a cheap phone), the current photo shown as "2 / 5" and in the
// thumbnails, and a tap or click opening the full-screen view, whose code loads on first use.
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Box, chakra, HStack, Spinner, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { ProductImage } from "../../components/ui/ProductImage.tsx";

const loadViewer = () => import("./PhotoViewer.tsx");
const PhotoViewer = lazy(loadViewer);
const SIZES = "(max-width: 767px) 100vw, 50vw";

export interface GalleryPhoto {
  id: string;
  url: string;
  srcSet: string;
  thumbnailUrl: string;
  alt: string;
}
interface Props {
  photos: GalleryPhoto[];
  name: string;
  greyed: boolean;
  /** drawn over the photo (the badges) */
  children?: ReactNode;
}

const scrollBehaviour = (smooth: boolean): ScrollBehavior =>
  smooth && !window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "smooth" : "instant";

export function Gallery({ photos, name, greyed, children }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Photos are drawn up to the one after the furthest shown: the next swipe finds its photo there,
  // and a shopper who looks at one photo doesn't download them all.
  const [reached, setReached] = useState(0);
  if (index > reached) setReached(index);
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const count = photos.length;
  const altOf = (p: GalleryPhoto) => p.alt || name;

  // The photo in place once a swipe, a thumbnail or the keyboard has moved the row.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setIndex(Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth))));
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      el.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [count]);

  const slide = (i: number) => track.current?.children[i] as HTMLElement | undefined;
  const show = (i: number, smooth = true) => {
    const el = track.current;
    if (!el) return;
    setIndex(i);
    el.scrollTo({ left: i * el.clientWidth, behavior: scrollBehaviour(smooth) });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[e.key];
    if (target === undefined || target < 0 || target >= count) return;
    e.preventDefault();
    show(target);
    slide(target)?.focus({ preventScroll: true });
  };
  const closeViewer = (i: number) => {
    setViewerAt(null);
    show(i, false);
    slide(i)?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="3">
      <Box position="relative" borderRadius="xl" overflow="hidden">
        {count === 0 ? (
          <ProductImage alt={name} greyed={greyed} />
        ) : (
          <Box
            ref={track}
            display="flex"
            overflowX="auto"
            overscrollBehaviorX="contain"
            scrollSnapType="x mandatory"
            css={{ scrollbarWidth: "none", "&::-webkit-scrollbar": { display: "none" } }}
            role="group"
            aria-roledescription="carrousel"
            aria-label={`Photos : ${name}`}
            onPointerDown={loadViewer}
            onKeyDown={onKeyDown}
            data-testid="gallery-track"
          >
            {photos.map((p, i) => (
              <chakra.button
                key={p.id}
                type="button"
                flex="0 0 100%"
                display="block"
                p="0"
                border="0"
                bg="transparent"
                cursor="zoom-in"
                scrollSnapAlign="start"
                scrollSnapStop="always"
                tabIndex={i === index ? 0 : -1}
                _focusVisible={{ outline: "3px solid", outlineColor: "brand.focusRing", outlineOffset: "-3px" }}
                aria-label={count > 1 ? `Agrandir la photo ${i + 1} sur ${count} : ${altOf(p)}` : `Agrandir la photo : ${altOf(p)}`}
                onFocus={loadViewer}
                onClick={() => setViewerAt(i)}
              >
                {i <= reached + 1 ? (
                  <ProductImage src={p.url} srcSet={p.srcSet} alt={altOf(p)} sizes={SIZES} priority={i === 0} greyed={greyed} />
                ) : (
                  <Box aspectRatio="1" bg="surface.sand" />
                )}
              </chakra.button>
            ))}
          </Box>
        )}
        {children}
        {count > 1 && (
          <Text
            position="absolute"
            right="2"
            bottom="2"
            px="2.5"
            py="0.5"
            borderRadius="full"
            bg="rgb(11 16 34 / 0.8)"
            color="white"
            fontSize="sm"
            fontWeight="semibold"
            pointerEvents="none"
            aria-live="polite"
            data-testid="gallery-position"
          >
            <span aria-hidden="true">
              {index + 1} / {count}
            </span>
            <VisuallyHidden>
              Photo {index + 1} sur {count}
            </VisuallyHidden>
          </Text>
        )}
      </Box>
      {count > 1 && (
        <HStack gap="2" flexWrap="wrap">
          {photos.map((p, i) => (
            <Box
              as="button"
              key={p.id}
              w="16"
              borderRadius="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor={i === index ? "brand.solid" : "transparent"}
              onClick={() => show(i)}
              aria-label={`Voir la photo ${i + 1}`}
              aria-current={i === index}
            >
              <ProductImage src={p.thumbnailUrl} alt="" sizes="64px" />
            </Box>
          ))}
        </HStack>
      )}
      {viewerAt !== null && (
        <Suspense
          fallback={
            <Box
              position="fixed"
              inset="0"
              zIndex="modal"
              bg="rgb(11 16 34 / 0.6)"
              display="flex"
              alignItems="center"
              justifyContent="center"
              role="status"
            >
              <Spinner size="lg" color="white" aria-hidden="true" />
              <VisuallyHidden>Chargement des photos…</VisuallyHidden>
            </Box>
          }
        >
          <PhotoViewer
            photos={photos.map((p) => ({ id: p.id, url: p.url, srcSet: p.srcSet, alt: altOf(p) }))}
            start={viewerAt}
            label={`Photos : ${name}`}
            sizes={SIZES}
            onClose={closeViewer}
          />
        </Suspense>
      )}
    </Stack>
  );
}
