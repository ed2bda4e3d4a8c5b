import { useState } from "react";
import { Box, Text } from "@chakra-ui/react";

interface Props {
  src?: string | null;
  srcSet?: string | null;
  alt: string;
  sizes?: string;
  width?: number;
  height?: number;
  /** above the fold: load at once */ priority?: boolean;
  greyed?: boolean;
}

/** A square product photo with its size reserved (no layout shift); a missing or broken image
 * shows 'Image non disponible' (SPEC §8). */
export function ProductImage({
  src,
  srcSet,
  alt,
  sizes = "(max-width: 767px) 50vw, 25vw",
  width = 800,
  height = 800,
  priority,
  greyed,
}: Props) {
  const [broken, setBroken] = useState(false);
  return (
    <Box position="relative" aspectRatio="1" overflow="hidden" bg="surface.sand" borderRadius="inherit">
      {src && !broken ? (
        <img
          src={src}
          srcSet={srcSet ?? undefined}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={priority ? "high" : undefined}
          onError={() => setBroken(true)}
          style={{
            width: "100%",
            height: "100%",
            objectFit: "cover",
            filter: greyed ? "grayscale(1)" : undefined,
            opacity: greyed ? 0.6 : 1,
          }}
        />
      ) : (
        <Text
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontSize="sm"
          color="fg.muted"
          textAlign="center"
          p="2"
        >
          Image non disponible
        </Text>
      )}
    </Box>
  );
}
