import { useEffect, useRef, useState, type DragEvent } from "react";
import { Badge, Box, Button, chakra, HStack, Image, NativeSelect, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Reorder, useDragControls } from "framer-motion";
import { adminToaster } from "../../components/ui/admin-toaster.tsx";
import { ACCEPT_ATTRIBUTE, MAX_IMAGES, moveItem, pickFiles, replaceAt, type FileRefusal, type PickedImage } from "./image-list.ts";

interface Props {
  photos: PickedImage[];
  onChange(photos: PickedImage[]): void;
  /** the Couleur option's values: a photo can be tagged with one */
  colours: readonly string[];
  disabled?: boolean;
}

let nextKey = 0;
const newImage = (file: File): PickedImage => ({
  key: `new-${++nextKey}`,
  kind: "new",
  file,
  url: URL.createObjectURL(file),
  name: file.name,
  colour: null,
});
const refuse = (refused: readonly FileRefusal[]) => {
  for (const r of refused) adminToaster.create({ type: "error", title: r.title, description: r.description });
};

/** Image area of the product form: drop zone or file input, counter n/5, and the ordered list,
 * where each photo is moved (drag, or the buttons for keyboard and touch), replaced, removed or
 * given a colour on its own. */
export function ImagePicker({ photos, onChange, colours, disabled }: Props) {
  const [dragging, setDragging] = useState(false);
  const full = photos.length >= MAX_IMAGES;
  // The latest list: a file is read before it joins, and the list may change meanwhile.
  const latest = useRef(photos);
  latest.current = photos;
  useRevokeOnUnmount(photos);

  async function choose(files: readonly File[]) {
    const { accepted, refused } = await pickFiles(latest.current.length, files);
    refuse(refused);
    if (accepted.length) onChange([...latest.current, ...accepted.map(newImage)]);
  }
  async function replace(image: PickedImage, file: File) {
    const { accepted, refused } = await pickFiles(latest.current.length - 1, [file]);
    refuse(refused);
    const index = latest.current.indexOf(image);
    if (!accepted.length || index < 0) return;
    forget(image);
    onChange(replaceAt(latest.current, index, newImage(accepted[0])));
  }
  function remove(image: PickedImage) {
    forget(image);
    onChange(photos.filter((i) => i !== image));
  }
  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (!disabled && !full) void choose([...e.dataTransfer.files]);
  }

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">Images du produit</Text>
        <HStack gap="2">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {photos.length}/{MAX_IMAGES}
          </Text>
          {full && <Badge colorPalette="orange">Limite atteinte !</Badge>}
        </HStack>
      </HStack>
      <chakra.label
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        gap="1"
        minH="28"
        p="4"
        textAlign="center"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="lg"
        cursor={full || disabled ? "not-allowed" : "pointer"}
        borderColor={dragging ? "brand.solid" : "border"}
        bg={dragging ? "brand.subtle" : "surface.card"}
        opacity={full ? 0.6 : 1}
        _focusWithin={{ outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" }}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Text fontWeight="medium">Glissez-déposez vos images ici ou cliquez pour choisir</Text>
        <Text textStyle="sm" color="fg.muted">
          PNG, JPG, GIF, WebP · 5MB au plus par image · {MAX_IMAGES} images au plus
        </Text>
        <VisuallyHidden asChild>
          <input
            type="file"
            multiple
            accept={ACCEPT_ATTRIBUTE}
            disabled={disabled || full}
            onChange={(e) => {
              void choose([...(e.target.files ?? [])]);
              e.target.value = "";
            }}
          />
        </VisuallyHidden>
      </chakra.label>
      {photos.length > 0 && (
        <>
          <Text textStyle="sm" color="fg.muted">
            La première image est l'image principale du produit. Faites glisser les images, ou utilisez les boutons, pour changer leur
            ordre.
            {colours.length > 0 && " Une image liée à une couleur est montrée en premier quand cette couleur est choisie."}
          </Text>
          <Reorder.Group
            axis="y"
            values={photos}
            onReorder={onChange}
            as="ol"
            style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "8px" }}
          >
            {photos.map((image, index) => (
              <ImageRow
                key={image.key}
                image={image}
                index={index}
                count={photos.length}
                disabled={disabled}
                colours={colours}
                onMove={(to) => onChange(moveItem(photos, index, to))}
                onRemove={() => remove(image)}
                onReplace={(file) => void replace(image, file)}
                onColour={(colour) => onChange(photos.map((p) => (p === image ? { ...p, colour } : p)))}
              />
            ))}
          </Reorder.Group>
        </>
      )}
    </Stack>
  );
}

const forget = (image: PickedImage) => {
  if (image.kind === "new") URL.revokeObjectURL(image.url);
};

interface RowProps {
  image: PickedImage;
  index: number;
  count: number;
  colours: readonly string[];
  disabled?: boolean;
  onMove(to: number): void;
  onRemove(): void;
  onReplace(file: File): void;
  onColour(colour: string | null): void;
}

function ImageRow({ image, index, count, colours, disabled, onMove, onRemove, onReplace, onColour }: RowProps) {
  const controls = useDragControls();
  const colour = image.colour && colours.includes(image.colour) ? image.colour : "";
  return (
    <Reorder.Item value={image} dragListener={false} dragControls={controls} style={{ listStyle: "none" }}>
      <HStack gap="3" p="2" borderWidth="1px" borderRadius="lg" bg="surface.card" wrap="wrap" data-testid="photo-row">
        <Box
          aria-hidden="true"
          title="Glisser pour déplacer"
          cursor="grab"
          px="2"
          minH="11"
          display="flex"
          alignItems="center"
          color="fg.muted"
          style={{ touchAction: "none" }}
          onPointerDown={(e) => {
            if (!disabled) controls.start(e);
          }}
        >
          ⠿
        </Box>
        <Image src={image.url} alt="" boxSize="14" objectFit="cover" borderRadius="md" />
        <Stack gap="1" flex="1" minW="8rem">
          <Text textStyle="sm" lineClamp={1} wordBreak="break-all">
            {image.name}
          </Text>
          <HStack gap="1" wrap="wrap">
            <Badge colorPalette={image.kind === "new" ? "green" : "gray"}>{image.kind === "new" ? "Nouveau" : "Existant"}</Badge>
            {index === 0 && <Badge colorPalette="brand">Image principale</Badge>}
          </HStack>
        </Stack>
        {colours.length > 0 && (
          <NativeSelect.Root size="sm" w="auto" disabled={disabled}>
            <NativeSelect.Field
              h="11"
              aria-label={`Couleur de ${image.name}`}
              value={colour}
              onChange={(e) => onColour(e.target.value || null)}
            >
              <option value="">Toutes les couleurs</option>
              {colours.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <HStack gap="1" wrap="wrap">
          {index > 0 && (
            <Button
              size="sm"
              minH="11"
              variant="outline"
              disabled={disabled}
              onClick={() => onMove(0)}
              aria-label={`Mettre en premier : ${image.name}`}
            >
              Mettre en premier
            </Button>
          )}
          <Button
            size="sm"
            minH="11"
            variant="outline"
            disabled={disabled || index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={`Monter : ${image.name}`}
          >
            Monter
          </Button>
          <Button
            size="sm"
            minH="11"
            variant="outline"
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={`Descendre : ${image.name}`}
          >
            Descendre
          </Button>
          <Button
            asChild
            size="sm"
            minH="11"
            variant="outline"
            aria-disabled={disabled}
            _focusWithin={{ outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" }}
          >
            <chakra.label cursor={disabled ? "not-allowed" : "pointer"}>
              Remplacer
              <VisuallyHidden asChild>
                <input
                  type="file"
                  accept={ACCEPT_ATTRIBUTE}
                  disabled={disabled}
                  aria-label={`Remplacer : ${image.name}`}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = "";
                    if (file) onReplace(file);
                  }}
                />
              </VisuallyHidden>
            </chakra.label>
          </Button>
          <Button
            size="sm"
            minH="11"
            variant="ghost"
            colorPalette="red"
            disabled={disabled}
            onClick={onRemove}
            aria-label={`Retirer : ${image.name}`}
          >
            Retirer
          </Button>
        </HStack>
      </HStack>
    </Reorder.Item>
  );
}

/** Object URLs of chosen files are freed when the form goes away. */
function useRevokeOnUnmount(photos: PickedImage[]) {
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  useEffect(
    () => () => {
      for (const i of latest.current) forget(i);
    },
    [],
  );
}
