// Full-screen photo view (loaded on the first tap on a photo). A native modal <dialog>: the page
// behind is inert, Escape and Android's back gesture close it, focus goes back where it was.
// Only here is each photo's largest size asked for, over the page's size already in the cache.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Box, chakra, Flex, HStack, IconButton, Text, VisuallyHidden } from "@chakra-ui/react";
import { MAX_SCALE, MIN_SCALE, STEP } from "./zoom.ts";
import { useViewerGestures } from "./useViewerGestures.ts";

export interface ViewerPhoto {
  id: string;
  url: string;
  srcSet: string;
  alt: string;
}
interface Props {
  photos: ViewerPhoto[];
  start: number;
  label: string;
  /** the page's `sizes`: the photo first shows the size the page already loaded */
  sizes: string;
  onClose: (index: number) => void;
}

const FILL = { position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "contain", userSelect: "none" } as const;

const Icon = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);
const ICONS = {
  close: "M6 6l12 12M18 6L6 18",
  zoomIn: "M12 5v14M5 12h14",
  zoomOut: "M5 12h14",
  previous: "M15 5l-7 7 7 7",
  next: "M9 5l7 7-7 7",
};
// aria-disabled rather than disabled: a button under the focus must keep it (a disabled one drops
// it to the page behind, and the arrow keys with it). Zoom and moves stop at their bounds anyway.
const barButton = {
  variant: "ghost",
  color: "white",
  minW: "11",
  minH: "11",
  borderRadius: "full",
  _hover: { bg: "whiteAlpha.200" },
  _disabled: { opacity: 0.4 },
} as const;

export default function PhotoViewer({ photos, start, label, sizes, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  const [scale, setScale] = useState(1);
  const count = photos.length;
  const go = (i: number) => setIndex(Math.min(count - 1, Math.max(0, i)));
  const { zoomBy } = useViewerGestures({ area: dialog, stage, strip, layer, index, count, onIndex: go, onScale: setScale });

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    closeButton.current?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    // biome-ignore-start lint/correctness/noComponentHookFactories: key names, not components
    const action = {
      ArrowLeft: () => go(index - 1),
      ArrowRight: () => go(index + 1),
      "+": () => zoomBy(STEP),
      "=": () => zoomBy(STEP),
      "-": () => zoomBy(1 / STEP),
    }[e.key];
    // biome-ignore-end lint/correctness/noComponentHookFactories: key names, not components
    if (!action) return;
    e.preventDefault();
    action();
  };

  return (
    <chakra.dialog
      ref={dialog}
      aria-label={label}
      onClose={() => onClose(index)}
      onKeyDown={onKeyDown}
      data-testid="photo-viewer"
      position="fixed"
      inset="0"
      w="100%"
      h="100%"
      maxW="none"
      maxH="none"
      m="0"
      p="0"
      border="0"
      bg="indigo.950"
      color="white"
      overflow="hidden"
      touchAction="none"
      css={{ "&[open]": { display: "flex" }, "&::backdrop": { background: "transparent" } }}
      flexDirection="column"
    >
      <Flex h="14" flexShrink="0" align="center" justify="flex-end" gap="1" px="2">
        <HStack gap="1">
          <IconButton {...barButton} aria-label="Zoom arrière" aria-disabled={scale <= MIN_SCALE} onClick={() => zoomBy(1 / STEP)}>
            <Icon d={ICONS.zoomOut} />
          </IconButton>
          <IconButton {...barButton} aria-label="Zoom avant" aria-disabled={scale >= MAX_SCALE} onClick={() => zoomBy(STEP)}>
            <Icon d={ICONS.zoomIn} />
          </IconButton>
          <IconButton {...barButton} ref={closeButton} aria-label="Fermer" onClick={() => dialog.current?.close()}>
            <Icon d={ICONS.close} />
          </IconButton>
        </HStack>
      </Flex>
      <Box ref={stage} flex="1" position="relative" overflow="hidden" cursor={scale > 1 ? "grab" : "zoom-in"} data-testid="photo-stage">
        <Flex ref={strip} h="full" w="full">
          {photos.map((p, i) => (
            <Box key={p.id} flex="0 0 100%" h="full" position="relative" overflow="hidden" aria-hidden={i !== index || undefined}>
              {/* Only the photo shown and its neighbours are drawn; the largest size only for the one shown. */}
              {Math.abs(i - index) <= 1 && (
                <Box
                  ref={i === index ? layer : undefined}
                  position="absolute"
                  inset="0"
                  data-testid={i === index ? "zoom-layer" : undefined}
                >
                  <img srcSet={p.srcSet} sizes={sizes} alt={p.alt} draggable={false} decoding="async" style={FILL} />
                  {i === index && <img src={p.url} alt="" draggable={false} decoding="async" style={FILL} />}
                </Box>
              )}
            </Box>
          ))}
        </Flex>
      </Box>
      <Flex h="14" flexShrink="0" align="center" justify="center" gap="3">
        {count > 1 && (
          <IconButton {...barButton} aria-label="Photo précédente" aria-disabled={index === 0} onClick={() => go(index - 1)}>
            <Icon d={ICONS.previous} />
          </IconButton>
        )}
        <Text aria-live="polite" minW="12" textAlign="center" fontWeight="semibold">
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
          <VisuallyHidden>
            Photo {index + 1} sur {count}
          </VisuallyHidden>
        </Text>
        {count > 1 && (
          <IconButton {...barButton} aria-label="Photo suivante" aria-disabled={index === count - 1} onClick={() => go(index + 1)}>
            <Icon d={ICONS.next} />
          </IconButton>
        )}
      </Flex>
    </chakra.dialog>
  );
}
