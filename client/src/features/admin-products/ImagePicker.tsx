import { useEffect, useRef, useState, type DragEvent } from "react";
import { Alert, Badge, Box, Button, chakra, HStack, Image, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Reorder, useDragControls } from "framer-motion";
import { adminToaster } from "../../components/ui/admin-toaster.tsx";
import { ACCEPT_ATTRIBUTE, MAX_IMAGES, addFiles, moveItem, type PickedImage } from "./image-list.ts";

interface Props {
  editMode: boolean;
  existing: PickedImage[];
  added: PickedImage[];
  onExistingChange(images: PickedImage[]): void;
  onAddedChange(images: PickedImage[]): void;
  disabled?: boolean;
}

let nextKey = 0;
const newImage = (file: File): PickedImage => ({ key: `new-${++nextKey}`, kind: "new", file, url: URL.createObjectURL(file), name: file.name });

/** Image area of the product form: drop zone or file input, counter n/5, and the ordered preview
 * list (drag to re-order, or the buttons for keyboard and touch). */
export function ImagePicker({ editMode, existing, added, onExistingChange, onAddedChange, disabled }: Props) {
  const [dragging, setDragging] = useState(false);
  const replacing = added.length > 0;
  const shown = replacing ? added : existing;
  const setShown = replacing ? onAddedChange : onExistingChange;
  const full = added.length >= MAX_IMAGES || (!editMode && shown.length >= MAX_IMAGES);
  useRevokeOnUnmount(added);

  function choose(files: readonly File[]) {
    const { accepted, refused } = addFiles(added.length, files);
    for (const r of refused) adminToaster.create({ type: "error", title: r.title, description: r.description });
    if (accepted.length) onAddedChange([...added, ...accepted.map(newImage)]);
  }
  function remove(image: PickedImage) {
    if (image.kind === "new") URL.revokeObjectURL(image.url);
    onAddedChange(added.filter((i) => i !== image));
  }
  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (!disabled && !full) choose([...e.dataTransfer.files]);
  }

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">Images du produit</Text>
        <HStack gap="2">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">{shown.length}/{MAX_IMAGES}</Text>
          {shown.length >= MAX_IMAGES && <Badge colorPalette="orange">Limite atteinte !</Badge>}
        </HStack>
      </HStack>
      <chakra.label
        display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="1" minH="28" p="4" textAlign="center"
        borderWidth="2px" borderStyle="dashed" borderRadius="lg" cursor={full || disabled ? "not-allowed" : "pointer"}
        borderColor={dragging ? "brand.solid" : "border"} bg={dragging ? "brand.subtle" : "surface.card"} opacity={full ? 0.6 : 1}
        _focusWithin={{ outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" }}
        onDragOver={(e) => { e.preventDefault(); setDragging(true); }} onDragLeave={() => setDragging(false)} onDrop={onDrop}
      >
        <Text fontWeight="medium">Glissez-déposez vos images ici ou cliquez pour choisir</Text>
        <Text textStyle="sm" color="fg.muted">PNG, JPG, GIF, WebP · 5MB au plus par image · {MAX_IMAGES} images au plus</Text>
        <VisuallyHidden asChild>
          <input
            type="file" multiple accept={ACCEPT_ATTRIBUTE} disabled={disabled || full}
            onChange={(e) => { choose([...(e.target.files ?? [])]); e.target.value = ""; }}
          />
        </VisuallyHidden>
      </chakra.label>
      {editMode && replacing && existing.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>Les nouvelles images remplaceront toutes les images existantes</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {shown.length > 0 && (
        <>
          <Text textStyle="sm" color="fg.muted">
            La première image est l'image principale du produit. Faites glisser les images, ou utilisez les boutons, pour changer leur ordre.
          </Text>
          <Reorder.Group axis="y" values={shown} onReorder={setShown} as="ol" style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "8px" }}>
            {shown.map((image, index) => (
              <ImageRow
                key={image.key} image={image} index={index} count={shown.length} disabled={disabled}
                onMove={(to) => setShown(moveItem(shown, index, to))} onRemove={image.kind === "new" ? () => remove(image) : undefined}
              />
            ))}
          </Reorder.Group>
          {editMode && !replacing && <Text textStyle="sm" color="fg.muted">Pour retirer des images existantes, choisissez-en de nouvelles : elles les remplaceront toutes.</Text>}
        </>
      )}
    </Stack>
  );
}

function ImageRow({ image, index, count, disabled, onMove, onRemove }: {
  image: PickedImage; index: number; count: number; disabled?: boolean; onMove(to: number): void; onRemove?(): void;
}) {
  const controls = useDragControls();
  return (
    <Reorder.Item value={image} dragListener={false} dragControls={controls} style={{ listStyle: "none" }}>
      <HStack gap="3" p="2" borderWidth="1px" borderRadius="lg" bg="surface.card" wrap="wrap">
        <Box
          aria-hidden="true" title="Glisser pour déplacer" cursor="grab" px="2" minH="11" display="flex" alignItems="center" color="fg.muted"
          style={{ touchAction: "none" }} onPointerDown={(e) => { if (!disabled) controls.start(e); }}
        >⠿</Box>
        <Image src={image.url} alt="" boxSize="14" objectFit="cover" borderRadius="md" />
        <Stack gap="1" flex="1" minW="8rem">
          <Text textStyle="sm" lineClamp={1} wordBreak="break-all">{image.name}</Text>
          <HStack gap="1" wrap="wrap">
            <Badge colorPalette={image.kind === "new" ? "green" : "gray"}>{image.kind === "new" ? "Nouveau" : "Existant"}</Badge>
            {index === 0 && <Badge colorPalette="brand">Image principale</Badge>}
          </HStack>
        </Stack>
        <HStack gap="1" wrap="wrap">
          {index > 0 && <Button size="sm" minH="11" variant="outline" disabled={disabled} onClick={() => onMove(0)} aria-label={`Mettre en premier : ${image.name}`}>Mettre en premier</Button>}
          <Button size="sm" minH="11" variant="outline" disabled={disabled || index === 0} onClick={() => onMove(index - 1)} aria-label={`Monter : ${image.name}`}>Monter</Button>
          <Button size="sm" minH="11" variant="outline" disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Descendre : ${image.name}`}>Descendre</Button>
          {onRemove && <Button size="sm" minH="11" variant="ghost" colorPalette="red" disabled={disabled} onClick={onRemove} aria-label={`Retirer : ${image.name}`}>Retirer</Button>}
        </HStack>
      </HStack>
    </Reorder.Item>
  );
}

/** Object URLs of chosen files are freed when the form goes away. */
function useRevokeOnUnmount(added: PickedImage[]) {
  const latest = useRef(added);
  useEffect(() => { latest.current = added; }, [added]);
  useEffect(() => () => { for (const i of latest.current) if (i.kind === "new") URL.revokeObjectURL(i.url); }, []);
}
