import { useState } from "react";
import { Box, Flex, IconButton, Text } from "@chakra-ui/react";
import { ProductImage } from "../../components/ui/ProductImage.tsx";

interface Photo {
  id: string;
  url: string;
  srcSet: string;
  alt: string;
}

/** A card's photos one at a time, with previous/next buttons when there are several. */
export function PhotoCarousel({ photos, name, greyed, sizes }: { photos: Photo[]; name: string; greyed: boolean; sizes: string }) {
  const [index, setIndex] = useState(0);
  const shown = photos[Math.min(index, photos.length - 1)];
  const move = (step: number) => setIndex((i) => (i + step + photos.length) % photos.length);
  return (
    <Box position="relative">
      <ProductImage src={shown?.url} srcSet={shown?.srcSet} alt={shown?.alt || name} sizes={sizes} greyed={greyed} />
      {photos.length > 1 && (
        <Flex position="absolute" insetX="1" bottom="1" justify="space-between" align="center">
          <IconButton
            aria-label={`Photo précédente de ${name}`}
            size="sm"
            minW="11"
            minH="11"
            borderRadius="full"
            bg="whiteAlpha.900"
            color="gray.900"
            onClick={() => move(-1)}
          >
            ‹
          </IconButton>
          <Text fontSize="xs" bg="blackAlpha.700" color="white" px="2" borderRadius="full">
            {index + 1}/{photos.length}
          </Text>
          <IconButton
            aria-label={`Photo suivante de ${name}`}
            size="sm"
            minW="11"
            minH="11"
            borderRadius="full"
            bg="whiteAlpha.900"
            color="gray.900"
            onClick={() => move(1)}
          >
            ›
          </IconButton>
        </Flex>
      )}
    </Box>
  );
}
