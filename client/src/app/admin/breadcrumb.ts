// SPEC §2: the breadcrumb starts at 'Accueil' and names each back-office screen.
export interface Crumb {
  label: string;
  to: string;
}

const SECTIONS: Record<string, string> = {
  commandes: "Commandes",
  categories: "Catégories",
  produits: "Produits",
  compte: "Mon compte",
  utilisateurs: "Utilisateurs",
  parametres: "Paramètres",
};
const NEW_LABEL: Record<string, string> = {
  categories: "Nouvelle catégorie",
  produits: "Nouveau produit",
  utilisateurs: "Inviter un administrateur",
};
const EDIT_LABEL: Record<string, string> = { categories: "Modifier catégorie", produits: "Modifier produit" };
const DETAIL_LABEL: Record<string, string> = { produits: "Détail du produit", utilisateurs: "Administrateur", commandes: "Commande" };

/** Crumbs for a /admin/… path; ids are not crumbs of their own (a screen can relabel the last crumb). */
export function breadcrumbFor(pathname: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: "Accueil", to: "/admin" }];
  const segments = pathname.replace(/\/+$/, "").split("/").filter(Boolean).slice(1);
  if (segments.length && !SECTIONS[segments[0]]) return [...crumbs, { label: "Page Introuvable", to: pathname }];
  let section = "";
  let path = "/admin";
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    path += `/${segment}`;
    const last = i === segments.length - 1;
    if (SECTIONS[segment]) {
      section = segment;
      crumbs.push({ label: SECTIONS[segment], to: path });
    } else if (segment === "type") {
      section = "type";
      crumbs.push({ label: "Types", to: path });
    } else if (segment === "depuis-message" && section === "commandes") {
      crumbs.push({ label: "Enregistrer depuis un message", to: path });
    } else if (segment === "import" && section === "produits") {
      crumbs.push({ label: "Importer des produits", to: path });
    } else if (segment === "add") {
      crumbs.push({ label: NEW_LABEL[section] ?? NEW_LABEL.produits, to: path });
    } else if (segment === "update" && segments[i + 1]) {
      path += `/${segments[++i]}`;
      crumbs.push({ label: EDIT_LABEL[section] ?? "Modifier", to: path });
    } else if (last && DETAIL_LABEL[section]) {
      crumbs.push({ label: DETAIL_LABEL[section], to: path });
    }
  }
  return crumbs;
}
