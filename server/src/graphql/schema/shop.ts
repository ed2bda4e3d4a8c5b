import { builder } from "./builder.ts";

const Delivery = builder.simpleObject("Delivery", {
  fields: (t) => ({
    dakarPrix: t.int({ description: "FCFA" }),
    dakarDelai: t.string(),
    regionsPrix: t.string(),
    regionsDelai: t.string(),
    jourMemeAvant: t.string({ description: "Commande à Dakar livrée le jour même si passée avant cette heure ; vide : jamais" }),
  }),
});

const SocialLinks = builder.simpleObject("SocialLinks", {
  description: "Pages de la boutique sur les réseaux sociaux ; vide quand elle n'en a pas",
  fields: (t) => ({ facebook: t.string(), instagram: t.string(), tiktok: t.string() }),
});

const Shop = builder.simpleObject("Shop", {
  description: "Configuration publique de la boutique",
  fields: (t) => ({
    nom: t.string(),
    description: t.string(),
    slug: t.string(),
    whatsapp: t.string({ description: "Numéro WhatsApp des commandes : chiffres avec l'indicatif pays" }),
    urlPublique: t.string(),
    clePanier: t.string({ description: "Clé localStorage du panier : {slug}_cart" }),
    livraison: t.field({ type: Delivery }),
    reseaux: t.field({ type: SocialLinks }),
    horaires: t.string({ description: "Horaires du service client" }),
  }),
});

builder.queryField("boutique", (t) =>
  t.field({
    type: Shop,
    resolve: (_r, _a, ctx) => {
      const s = ctx.services.shop();
      return {
        nom: s.name,
        description: s.description,
        slug: s.slug,
        whatsapp: s.whatsappNumber,
        urlPublique: s.publicUrl,
        clePanier: s.cartStorageKey,
        livraison: {
          dakarPrix: s.delivery.dakarPrice,
          dakarDelai: s.delivery.dakarDelay,
          regionsPrix: s.delivery.regionsPrice,
          regionsDelai: s.delivery.regionsDelay,
          jourMemeAvant: s.delivery.sameDayCutoff,
        },
        reseaux: s.social,
        horaires: s.supportHours,
      };
    },
  }),
);

const Banner = builder.simpleObject("Banner", {
  description: "Image d'en-tête du carrousel d'accueil, avec son accroche",
  fields: (t) => ({
    id: t.id(),
    url: t.string({ description: "Plus grande version" }),
    srcSet: t.string(),
    largeur: t.int(),
    hauteur: t.int(),
    accroche: t.string(),
    alt: t.string(),
  }),
});

builder.queryField("bannieres", (t) =>
  t.field({
    type: [Banner],
    resolve: (_r, _a, ctx) =>
      ctx.services
        .banners()
        .map((b) => ({ id: b.id, url: b.url, srcSet: b.srcSet, largeur: b.width, hauteur: b.height, accroche: b.tagline, alt: b.alt })),
  }),
);
