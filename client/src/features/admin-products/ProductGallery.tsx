import { useState } from "react";
import { Box, HStack, Stack } from "@chakra-ui/react";
import { ProductImage } from "../../components/ui/ProductImage.tsx";

interface Photo {
  id: string;
  url: string;
  srcSet: string;
  thumbnailUrl: string;
  alt: string;
}

/** The main photo and a row of thumbnails that choose it. */
export function ProductGallery({ photos, name, greyed }: { photos: Photo[]; name: string; greyed: boolean }) {
  const [index, setIndex] = useState(0);
  const main = photos[Math.min(index, photos.length - 1)];
  return (
    <Stack gap="3">
      <Box borderRadius="xl" overflow="hidden" borderWidth="1px">
        <ProductImage
          src={main?.url}
          srcSet={main?.srcSet}
          alt={main?.alt || name}
          sizes="(max-width: 767px) 100vw, 40vw"
          priority
          greyed={greyed}
        />
      </Box>
      {photos.length > 1 && (
        <HStack gap="2" flexWrap="wrap">
          {photos.map((photo, i) => (
            <Box
              as="button"
              key={photo.id}
              w="16"
              minH="11"
              borderRadius="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor={i === index ? "brand.solid" : "transparent"}
              onClick={() => setIndex(i)}
              aria-label={`Voir la photo ${i + 1}`}
              aria-current={i === index}
              cursor="pointer"
            >
              <ProductImage src={photo.thumbnailUrl} alt="" sizes="64px" />
            </Box>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
