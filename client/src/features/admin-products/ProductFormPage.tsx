import { useEffect, useState, type FormEvent } from "react";
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from "react-router";
import { Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { ProductFormProductQuery } from "../../gql/graphql.ts";
import { errorMessage } from "../../lib/errors.ts";
import { forgetCatalogueLists } from "../../lib/catalogue-cache.ts";
import { uploadPercent, type UploadFetchOptions } from "../../lib/upload-fetch.ts";
import { toastError, toastSuccess } from "../../components/ui/admin-toaster.tsx";
import { ErrorState, LoadingSpinner } from "../../components/ui/States.tsx";
import { LeaveGuard } from "../../components/ui/LeaveGuard.tsx";
import { Form } from "../../components/ui/Form.tsx";
import { ImagePicker } from "./ImagePicker.tsx";
import { ProductFields } from "./ProductFields.tsx";
import { UploadProgressBar } from "./UploadProgressBar.tsx";
import { VariantsSection } from "./VariantsSection.tsx";
import { photoChanges, photosChanged, type PickedImage } from "./image-list.ts";
import { copyName, copyPhotos } from "./product-copy.ts";
import {
  EMPTY_DRAFT,
  pathAfterCreate,
  productInput,
  stockDraft,
  subTypeAfterCategoryChange,
  validateDraft,
  type ProductDraft,
} from "./product-form-logic.ts";

const CategoriesQuery = graphql(`
  query ProductFormCategories { categories { id nom sousTypes { id nom } } }
`);
const ProductQuery = graphql(`
  query ProductFormProduct($id: ID!) {
    product(id: $id) {
      id nom description prix pourcentPromotion aLaUne enRupture brouillon stock
      typeProduit { id } sousTypeProduit { id }
      images { id url thumbnailUrl originalName couleur }
      options { nom valeurs }
      variantes { taille couleur stock actif }
    }
  }
`);
const CreateMutation = graphql(`
  mutation ProductFormCreate($input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) { createProduct(input: $input, images: $images, photos: $photos) { id } }
`);
const UpdateMutation = graphql(`
  mutation ProductFormUpdate($id: ID!, $input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) {
    updateProduct(id: $id, input: $input, images: $images, photos: $photos) {
      id nom description prix pourcentPromotion prixApresPromotion aLaUne enRupture brouillon stock
      images { id thumbnailUrl originalName couleur }
      options { nom valeurs }
      variantes { id taille couleur stock actif disponible }
    }
  }
`);

type LoadedProduct = NonNullable<ProductFormProductQuery["product"]>;

/** The photos of the product being copied, fetched back as files; null until they are. */
function useCopiedPhotos(source: LoadedProduct | null | undefined) {
  const [copied, setCopied] = useState<PickedImage[] | null>(null);
  useEffect(() => {
    if (!source) return;
    let live = true;
    void copyPhotos(source.images).then(({ photos, missing }) => {
      if (!live) return;
      if (missing) toastError(missing > 1 ? `${missing} photos n'ont pas pu être copiées.` : "Une photo n'a pas pu être copiée.");
      setCopied(photos);
    });
    return () => {
      live = false;
    };
  }, [source]);
  return copied;
}

/** /admin/produits/add, /admin/produits/update/{id} and the add routes scoped to a category or a
 * sub-type (SPEC §2 "Product form"); /admin/produits/add?copie={id} opens a copy ('Dupliquer'). */
export function ProductFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const copyOf = id ? null : search.get("copie");
  const loadId = id ?? copyOf;
  const categories = useQuery(CategoriesQuery, { fetchPolicy: "cache-and-network" });
  const product = useQuery(ProductQuery, { variables: { id: loadId ?? "" }, skip: !loadId, fetchPolicy: "network-only" });
  const copiedPhotos = useCopiedPhotos(copyOf ? product.data?.product : null);
  const failed = categories.error ?? product.error;
  if (failed && !(categories.data && (!loadId || product.data))) {
    return (
      <ErrorState
        title="Erreur de chargement"
        message={errorMessage(failed, id ? "Erreur lors du chargement du produit" : "Erreur lors du chargement des catégories")}
        onRetry={() => {
          void categories.refetch();
          if (id) void product.refetch();
        }}
      />
    );
  }
  if (!categories.data || (loadId && !product.data)) return <LoadingSpinner label="Chargement du formulaire…" />;
  if (loadId && !product.data?.product) {
    return <ErrorState title="Produit introuvable" message="Le produit demandé n'existe pas ou a été supprimé." />;
  }
  if (copyOf) {
    if (!copiedPhotos) return <LoadingSpinner label="Copie des photos du produit…" />;
    return (
      <ProductForm
        key={`copie-${copyOf}`}
        categories={categories.data.categories}
        product={null}
        source={product.data!.product!}
        copiedPhotos={copiedPhotos}
      />
    );
  }
  // Keyed so that a reload of the product starts a fresh form.
  return <ProductForm key={id ?? "new"} categories={categories.data.categories} product={product.data?.product ?? null} />;
}

function initialDraft(
  product: LoadedProduct | null,
  scope: { categoryId?: string; typeId?: string },
  categories: Categories,
): ProductDraft {
  if (product) {
    return {
      categoryId: product.typeProduit.id,
      subTypeId: product.sousTypeProduit?.id ?? "",
      name: product.nom,
      description: product.description,
      price: String(product.prix),
      promotion: String(product.pourcentPromotion),
      featured: product.aLaUne,
      outOfStock: product.enRupture,
      draft: product.brouillon,
      ...stockDraft(product),
    };
  }
  if (!scope.categoryId) return EMPTY_DRAFT;
  const category = categories.find((c) => c.id === scope.categoryId);
  return { ...EMPTY_DRAFT, categoryId: scope.categoryId, subTypeId: scope.typeId ?? subTypeAfterCategoryChange(category) };
}

type Categories = { id: string; nom: string; sousTypes: { id: string; nom: string }[] }[];

/** `product`: the one edited; `source`: the one a new product copies, a draft until the seller
 * publishes it, with `copiedPhotos` as its new files. */
function ProductForm({
  categories,
  product,
  source,
  copiedPhotos,
}: {
  categories: Categories;
  product: LoadedProduct | null;
  source?: LoadedProduct;
  copiedPhotos?: PickedImage[];
}) {
  const scope = useParams<{ categoryId?: string; typeId?: string }>();
  const navigate = useNavigate();
  const [initial] = useState(() =>
    source
      ? { ...initialDraft(source, scope, categories), name: copyName(source.nom), draft: true }
      : initialDraft(product, scope, categories),
  );
  const [draft, setDraft] = useState(initial);
  const [initialPhotos] = useState(() =>
    (product?.images ?? []).map(
      (i): PickedImage => ({
        key: i.id,
        kind: "existing",
        id: i.id,
        url: i.thumbnailUrl,
        name: i.originalName || "image",
        colour: i.couleur ?? null,
      }),
    ),
  );
  const [photos, setPhotos] = useState(copiedPhotos ?? initialPhotos);
  const [saved, setSaved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const update = { update: forgetCatalogueLists };
  const [create, creating] = useMutation(CreateMutation, update);
  const [save, saving] = useMutation(UpdateMutation, update);
  const busy = creating.loading || saving.loading;
  const colours = draft.options.find((o) => o.name === "Couleur")?.values ?? [];
  // A photo tagged with a colour the options no longer have shows every colour again.
  const shownPhotos = photos.map((p) => (p.colour && !colours.includes(p.colour) ? { ...p, colour: null } : p));
  const photosDirty = photosChanged(shownPhotos, initialPhotos);
  const dirty = !saved && (JSON.stringify(draft) !== JSON.stringify(initial) || photosDirty);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateDraft(draft);
    if (invalid) return toastError(invalid);
    const sent = photoChanges(shownPhotos);
    const files = sent.files.length ? sent.files : undefined;
    const context = files
      ? { fetchOptions: { onUploadProgress: (p) => setProgress(uploadPercent(p)) } satisfies UploadFetchOptions }
      : undefined;
    if (files) setProgress(0);
    try {
      if (product) {
        // Photos sent only when changed: an untouched list is left as the server has it.
        await save({
          variables: { id: product.id, input: productInput(draft), images: files, photos: photosDirty ? sent.photos : undefined },
          context,
        });
        toastSuccess("Produit modifié avec succès");
      } else {
        await create({ variables: { input: productInput(draft), images: files, photos: files ? sent.photos : undefined }, context });
        toastSuccess("Produit créé avec succès");
      }
      setSaved(true); // the guard lets the navigation through
      navigate(product ? "/admin/produits" : pathAfterCreate(scope));
    } catch (err) {
      toastError(errorMessage(err, product ? "Erreur lors de la modification du produit" : "Erreur lors de la création du produit"));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="2xl">
        {product ? "Modifier le produit" : source ? "Dupliquer le produit" : "Créer un produit"}
      </Heading>
      <Form onSubmit={submit} noValidate gap="5" bg="surface.card" borderWidth="1px" borderRadius="xl" p={{ base: "4", md: "6" }}>
        <ProductFields
          draft={draft}
          onChange={setDraft}
          categories={categories}
          disabled={busy}
          categoryLocked={Boolean(scope.categoryId)}
          subTypeLocked={Boolean(scope.typeId)}
        />
        <VariantsSection value={draft} onChange={(part) => setDraft({ ...draft, ...part })} disabled={busy} />
        <ImagePicker photos={photos} onChange={setPhotos} colours={colours} disabled={busy} />
        {progress !== null && <UploadProgressBar percent={progress} />}
        <HStack justify="flex-end" gap="3" wrap="wrap">
          <Button asChild variant="outline" minH="11">
            <RouterLink to={product ? "/admin/produits" : pathAfterCreate(scope)}>Annuler</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" minH="11" loading={busy} loadingText={product ? "Modification..." : "Création..."}>
            {product ? "Sauvegarder" : "Créer le produit"}
          </Button>
        </HStack>
      </Form>
      <LeaveGuard when={dirty} />
    </Stack>
  );
}
