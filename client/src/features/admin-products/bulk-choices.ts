// The bulk changes the back-office offers (decision 093), each with its confirmation's words.
import type { BulkAction } from "../../../../contract/product-bulk.ts";

export const countLabel = (n: number) => `${n} produit${n > 1 ? "s" : ""}`;

export interface BulkChoice {
  value: string;
  action: BulkAction;
  label: string;
  /** What the action sends besides its fields (aLaUne and enRupture's valeur). */
  input: { valeur?: boolean };
  title(count: number): string;
  description(count: number): string;
  confirmLabel: string;
}

const applies = (n: number) => `La modification s'applique ${n > 1 ? `aux ${countLabel(n)} sélectionnés` : "au produit sélectionné"}.`;

export const BULK_CHOICES: BulkChoice[] = [
  {
    value: "promotion",
    action: "promotion",
    label: "Appliquer une promotion…",
    input: {},
    title: (n) => `Appliquer une promotion à ${countLabel(n)} ?`,
    description: (n) => `${applies(n)} 0 % retire la promotion.`,
    confirmLabel: "Appliquer",
  },
  {
    value: "featured",
    action: "aLaUne",
    label: "Mettre à la une",
    input: { valeur: true },
    title: (n) => `Mettre ${countLabel(n)} à la une ?`,
    description: applies,
    confirmLabel: "Mettre à la une",
  },
  {
    value: "unfeatured",
    action: "aLaUne",
    label: "Retirer de la une",
    input: { valeur: false },
    title: (n) => `Retirer ${countLabel(n)} de la une ?`,
    description: applies,
    confirmLabel: "Retirer de la une",
  },
  {
    value: "out",
    action: "enRupture",
    label: "Marquer en rupture",
    input: { valeur: true },
    title: (n) => `Marquer ${countLabel(n)} en rupture ?`,
    description: (n) => `${applies(n)} La boutique les montre indisponibles.`,
    confirmLabel: "Marquer en rupture",
  },
  {
    value: "back",
    action: "enRupture",
    label: "Remettre en vente",
    input: { valeur: false },
    title: (n) => `Remettre ${countLabel(n)} en vente ?`,
    description: (n) => `${applies(n)} Un produit dont le stock est à 0 reste en rupture.`,
    confirmLabel: "Remettre en vente",
  },
  {
    value: "category",
    action: "categorie",
    label: "Changer de catégorie…",
    input: {},
    title: (n) => `Changer la catégorie de ${countLabel(n)} ?`,
    description: applies,
    confirmLabel: "Déplacer",
  },
  {
    value: "delete",
    action: "supprimer",
    label: "Supprimer",
    input: {},
    title: (n) => `Supprimer ${countLabel(n)} ?`,
    description: (n) =>
      n > 1
        ? `Les ${countLabel(n)} seront supprimés définitivement, avec leurs photos.`
        : "Le produit sera supprimé définitivement, avec ses photos.",
    confirmLabel: "Supprimer",
  },
];
