// The back-office's orders (decision 070's GraphQL): list, detail, status changes, a pasted message.
import { graphql } from "../../gql";

export const CommandeDetailFields = graphql(`
  fragment CommandeDetail on Order {
    id reference statut source creeLe confirmeeLe livreeLe annuleeLe total nombreArticles
    client { nom telephone zone adresse }
    lignes { produitId varianteId nom variante quantite prixUnitaire total prixAffiche prixDifferent }
    historique { de vers par le }
  }
`);

export const CommandesQuery = graphql(`
  query AdminCommandes($statut: OrderStatus, $search: String, $page: Int, $limit: Int, $du: String, $au: String) {
    commandes(statut: $statut, search: $search, page: $page, limit: $limit, du: $du, au: $au) {
      items { id reference statut creeLe total nombreArticles client { nom telephone } }
      pagination { page pages total limit }
    }
  }
`);

export const CommandeQuery = graphql(`
  query AdminCommande($reference: String!) {
    commande(reference: $reference) { ...CommandeDetail }
  }
`);

export const CommandesNouvellesQuery = graphql(`
  query CommandesNouvelles { commandesNouvelles }
`);

export const ChangerStatutMutation = graphql(`
  mutation ChangerStatutCommande($reference: String!, $statut: OrderStatus!) {
    changerStatutCommande(reference: $reference, statut: $statut) { ...CommandeDetail }
  }
`);

export const DepuisMessageMutation = graphql(`
  mutation EnregistrerCommandeDepuisMessage($message: String!) {
    enregistrerCommandeDepuisMessage(message: $message) { commande { ...CommandeDetail } nonReconnues }
  }
`);
