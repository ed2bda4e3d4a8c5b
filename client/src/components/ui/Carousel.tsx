import { useEffect, useRef, useState } from "react";
import { Box, chakra, Flex, Heading, IconButton } from "@chakra-ui/react";

export interface Slide {
  id: string;
  src: string;
  srcSet?: string;
  alt: string;
  caption?: string;
  width: number;
  height: number;
}

/** Wide banners that advance every `interval` ms; choosing one by hand pauses the autoplay for
 * `pause` ms (SPEC §2/§9). Only the first image loads eagerly, and first; a page that would hide
 * the carousel does not draw it (decisions 047, 055). */
export function Carousel({
  slides,
  interval = 5000,
  pause = 3000,
  label,
}: {
  slides: Slide[];
  interval?: number;
  pause?: number;
  label: string;
}) {
  const [index, setIndex] = useState(0);
  const pausedUntil = useRef(0);
  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => {
      if (Date.now() >= pausedUntil.current) setIndex((i) => (i + 1) % slides.length);
    }, interval);
    return () => clearInterval(timer);
  }, [slides.length, interval]);
  const choose = (i: number) => {
    pausedUntil.current = Date.now() + pause;
    setIndex((i + slides.length) % slides.length);
  };
  if (!slides.length) return <Box aspectRatio={{ base: "2", md: "2.5" }} bg="surface.sand" borderRadius="xl" />;
  return (
    <Box
      as="section"
      aria-roledescription="carrousel"
      aria-label={label}
      position="relative"
      borderRadius="xl"
      overflow="hidden"
      aspectRatio={{ base: "2", md: "2.5" }}
      bg="surface.sand"
    >
      {slides.map((s, i) => (
        <Box
          key={s.id}
          position="absolute"
          inset="0"
          opacity={i === index ? 1 : 0}
          transition="opacity 0.6s"
          aria-hidden={i !== index}
          aria-roledescription="diapositive"
          aria-label={`${i + 1} sur ${slides.length}`}
        >
          <img
            src={s.src}
            srcSet={s.srcSet}
            sizes="100vw"
            alt={s.alt}
            width={s.width}
            height={s.height}
            loading={i === 0 ? "eager" : "lazy"}
            fetchPriority={i === 0 ? "high" : undefined}
            decoding="async"
            style={{ width: "100%", height: "100%", objectFit: "cover" }}
          />
          {s.caption && (
            <Heading
              as={i === 0 ? "h2" : "p"}
              position="absolute"
              left={{ base: "4", md: "10" }}
              bottom={{ base: "8", md: "14" }}
              maxW="80%"
              fontSize={{ base: "xl", md: "4xl" }}
              fontFamily="heading"
              color="white"
              textShadow="0 2px 12px rgba(0,0,0,.55)"
              bg="rgba(18,25,53,.45)"
              px="3"
              py="1"
              borderRadius="md"
            >
              {s.caption}
            </Heading>
          )}
        </Box>
      ))}
      {slides.length > 1 && (
        <>
          <IconButton
            aria-label="Image précédente"
            position="absolute"
            left="2"
            top="50%"
            transform="translateY(-50%)"
            size="sm"
            minW="11"
            minH="11"
            borderRadius="full"
            bg="whiteAlpha.800"
            color="ink"
            onClick={() => choose(index - 1)}
          >
            ‹
          </IconButton>
          <IconButton
            aria-label="Image suivante"
            position="absolute"
            right="2"
            top="50%"
            transform="translateY(-50%)"
            size="sm"
            minW="11"
            minH="11"
            borderRadius="full"
            bg="whiteAlpha.800"
            color="ink"
            onClick={() => choose(index + 1)}
          >
            ›
          </IconButton>
          <Flex position="absolute" bottom="1" w="full" justify="center" gap="0">
            {slides.map((s, i) => (
              <chakra.button
                key={s.id}
                aria-label={`Afficher l'image ${i + 1}`}
                aria-current={i === index}
                onClick={() => choose(i)}
                w="11"
                h="11"
                display="flex"
                alignItems="center"
                justifyContent="center"
                bg="transparent"
                cursor="pointer"
              >
                <Box
                  w="2.5"
                  h="2.5"
                  borderRadius="full"
                  bg={i === index ? "white" : "whiteAlpha.600"}
                  borderWidth="1px"
                  borderColor="blackAlpha.400"
                />
              </chakra.button>
            ))}
          </Flex>
        </>
      )}
    </Box>
  );
}
