/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query StoreShell {\n    boutique {\n      nom description slug whatsapp urlPublique clePanier horaires\n      livraison { dakarPrix dakarDelai regionsPrix regionsDelai jourMemeAvant }\n      reseaux { facebook instagram tiktok }\n    }\n    categories(withProducts: true) { id nom sousTypes { id nom } }\n  }\n": typeof types.StoreShellDocument,
    "\n  fragment WhatsAppButton_product on Product { id nom enRupture }\n": typeof types.WhatsAppButton_ProductFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne etoiles\n    typeProduit { id nom }\n    imagePrincipale { url thumbnailUrl srcSet width height alt }\n    options { nom }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) { success message }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment ProfileForm_user on AdminUser { id nom prenom nomComplet email numero dateNaissance }\n": typeof types.ProfileForm_UserFragmentDoc,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { id nomComplet email ...ProfileForm_user }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query Account {\n    me { id nomComplet email typeUtilisateur createdAt derniereConnexion ...ProfileForm_user }\n  }\n": typeof types.AccountDocument,
    "\n  fragment CategoryCard_category on Category { id nom description masquee nbSousTypes nbProduitsTotal nbProduitsEnRupture }\n": typeof types.CategoryCard_CategoryFragmentDoc,
    "\n  query CategoryToEdit($id: ID!) { category(id: $id) { id nom description masquee sousTypes { id nom } } }\n": typeof types.CategoryToEditDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id nom description masquee nbSousTypes sousTypes { id nom } } }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id nom description masquee nbSousTypes sousTypes { id nom } } }\n": typeof types.UpdateCategoryDocument,
    "\n  query AdminCategoryList { categories { id nom nbSousTypes ...CategoryCard_category } }\n": typeof types.AdminCategoryListDocument,
    "\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n": typeof types.DeleteCategoryDocument,
    "\n  query CategoryTypes($id: ID!) { category(id: $id) { id nom nbSousTypes sousTypes { id nom nbProduits } } }\n": typeof types.CategoryTypesDocument,
    "\n  mutation SetCategorySubTypes($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) { id nbSousTypes sousTypes { id nom nbProduits } }\n  }\n": typeof types.SetCategorySubTypesDocument,
    "\n  mutation ReorderCategories($ids: [ID!]!) { reorderCategories(ids: $ids) { id } }\n": typeof types.ReorderCategoriesDocument,
    "\n  fragment CommandeDetail on Order {\n    id reference statut source creeLe confirmeeLe livreeLe annuleeLe total nombreArticles\n    client { nom telephone zone adresse }\n    lignes { produitId varianteId nom variante quantite prixUnitaire total prixAffiche prixDifferent }\n    historique { de vers par le }\n  }\n": typeof types.CommandeDetailFragmentDoc,
    "\n  query AdminCommandes($statut: OrderStatus, $search: String, $page: Int, $limit: Int, $du: String, $au: String) {\n    commandes(statut: $statut, search: $search, page: $page, limit: $limit, du: $du, au: $au) {\n      items { id reference statut creeLe total nombreArticles client { nom telephone } }\n      pagination { page pages total limit }\n    }\n  }\n": typeof types.AdminCommandesDocument,
    "\n  query AdminCommande($reference: String!) {\n    commande(reference: $reference) { ...CommandeDetail }\n  }\n": typeof types.AdminCommandeDocument,
    "\n  query CommandesNouvelles { commandesNouvelles }\n": typeof types.CommandesNouvellesDocument,
    "\n  mutation ChangerStatutCommande($reference: String!, $statut: OrderStatus!) {\n    changerStatutCommande(reference: $reference, statut: $statut) { ...CommandeDetail }\n  }\n": typeof types.ChangerStatutCommandeDocument,
    "\n  mutation EnregistrerCommandeDepuisMessage($message: String!) {\n    enregistrerCommandeDepuisMessage(message: $message) { commande { ...CommandeDetail } nonReconnues }\n  }\n": typeof types.EnregistrerCommandeDepuisMessageDocument,
    "\n  fragment AdminProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne brouillon\n    typeProduit { id nom }\n    sousTypeProduit { id nom }\n    images { id url srcSet alt }\n  }\n": typeof types.AdminProductCard_ProductFragmentDoc,
    "\n  mutation AdminProductBulk($input: ProductBulkInput!) {\n    modifierProduitsEnLot(input: $input) { action nombre restentEnRupture }\n  }\n": typeof types.AdminProductBulkDocument,
    "\n  query AdminBulkCategories {\n    categories { id nom sousTypes { id nom } }\n  }\n": typeof types.AdminBulkCategoriesDocument,
    "\n  query AdminProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne brouillon\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url srcSet thumbnailUrl alt }\n      options { nom }\n      variantes { id taille couleur stock actif }\n    }\n  }\n": typeof types.AdminProductDetailDocument,
    "\n  query ProductFormCategories { categories { id nom sousTypes { id nom } } }\n": typeof types.ProductFormCategoriesDocument,
    "\n  query ProductFormProduct($id: ID!) {\n    product(id: $id) {\n      id nom description prix pourcentPromotion aLaUne enRupture brouillon stock\n      typeProduit { id } sousTypeProduit { id }\n      images { id url thumbnailUrl originalName couleur }\n      options { nom valeurs }\n      variantes { taille couleur stock actif }\n    }\n  }\n": typeof types.ProductFormProductDocument,
    "\n  mutation ProductFormCreate($input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) { createProduct(input: $input, images: $images, photos: $photos) { id } }\n": typeof types.ProductFormCreateDocument,
    "\n  mutation ProductFormUpdate($id: ID!, $input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) {\n    updateProduct(id: $id, input: $input, images: $images, photos: $photos) {\n      id nom description prix pourcentPromotion prixApresPromotion aLaUne enRupture brouillon stock\n      images { id thumbnailUrl originalName couleur }\n      options { nom valeurs }\n      variantes { id taille couleur stock actif disponible }\n    }\n  }\n": typeof types.ProductFormUpdateDocument,
    "\n  fragment ProductImportPage_plan on ProductImport {\n    empreinte importe lignes aCreer aModifier lignesEnErreur lignesNonAffichees\n    detail { ligne action nom erreurs { ligne colonne message } }\n  }\n": typeof types.ProductImportPage_PlanFragmentDoc,
    "\n  mutation CheckProductImport($fichier: File!) { verifierImportProduits(fichier: $fichier) { ...ProductImportPage_plan } }\n": typeof types.CheckProductImportDocument,
    "\n  mutation ConfirmProductImport($fichier: File!, $empreinte: String!) {\n    importerProduits(fichier: $fichier, empreinte: $empreinte) { ...ProductImportPage_plan }\n  }\n": typeof types.ConfirmProductImportDocument,
    "\n  query AdminProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID, $stock: StockFilter, $brouillon: Boolean, $promotion: Boolean) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId, stock: $stock, brouillon: $brouillon, promotion: $promotion) {\n      items { id ...AdminProductCard_product ...ProductTable_product }\n      pagination { current pages total }\n    }\n  }\n": typeof types.AdminProductListDocument,
    "\n  query AdminProductScope($id: ID!) {\n    category(id: $id) { id nom sousTypes { id nom } }\n  }\n": typeof types.AdminProductScopeDocument,
    "\n  fragment ProductTable_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne brouillon\n    typeProduit { id nom }\n    sousTypeProduit { id nom }\n    imagePrincipale { id thumbnailUrl }\n  }\n": typeof types.ProductTable_ProductFragmentDoc,
    "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.AdminDeleteProductDocument,
    "\n  query AdminDetail($id: ID!) {\n    admin(id: $id) {\n      id email nomComplet numero dateNaissance typeUtilisateur statut emailVerifie derniereConnexion createdAt\n      connexions(limit: 10) { id date ip userAgent }\n    }\n  }\n": typeof types.AdminDetailDocument,
    "\n  query AdminList($search: String) {\n    admins(search: $search) { id email nomComplet typeUtilisateur statut derniereConnexion }\n  }\n": typeof types.AdminListDocument,
    "\n  mutation SetAdminStatus($id: ID!, $action: AdminStatusAction!) {\n    setAdminStatus(id: $id, action: $action) { id statut }\n  }\n": typeof types.SetAdminStatusDocument,
    "\n  mutation InviteAdmin($email: String!, $nom: String, $prenom: String) {\n    inviteAdmin(email: $email, nom: $nom, prenom: $prenom) { success message }\n  }\n": typeof types.InviteAdminDocument,
    "\n  mutation ResendInvitation($id: ID!) { renvoyerInvitation(id: $id) { success message } }\n": typeof types.ResendInvitationDocument,
    "\n  mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { success message } }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation Login($identifiant: String!, $motDePasse: String!) {\n    login(identifiant: $identifiant, motDePasse: $motDePasse) { accessToken refreshToken }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) { success message } }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ResendVerification($identifiant: String!) { resendVerification(identifiant: $identifiant) { success message } }\n": typeof types.ResendVerificationDocument,
    "\n  mutation RequestVerification($identifiant: String!) { resendVerification(identifiant: $identifiant) { success message } }\n": typeof types.RequestVerificationDocument,
    "\n  mutation VerifyAccount($token: String!) { verifyAccount(token: $token) { success message } }\n": typeof types.VerifyAccountDocument,
    "\n  query CartCheck($ids: [ID!]!) {\n    productsByIds(ids: $ids) { id nom prixApresPromotion stock enRupture imagePrincipale { thumbnailUrl } variantes { id stock disponible } }\n  }\n": typeof types.CartCheckDocument,
    "\n  query ProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID, $size: String) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId, size: $size) {\n      items { id ...ProductCard_product }\n      pagination { current pages total hasPrev hasNext }\n    }\n    productSizes(categoryId: $categoryId, subTypeId: $subTypeId)\n    bannieres { id url srcSet largeur hauteur accroche alt }\n  }\n": typeof types.ProductListDocument,
    "\n  query Dashboard {\n    dashboardStats { title value percentage trend tone icon color lien }\n    recentActivity(limit: 4) { id title subtitle timestamp icon }\n    topProducts(by: recent, limit: 10) { id nom prixApresPromotion enRupture imagePrincipale { id thumbnailUrl } }\n  }\n": typeof types.DashboardDocument,
    "\n  query TableauCommandes {\n    tableauCommandes {\n      commandesAujourdhui commandes7Jours ventes7Jours ventes30Jours panierMoyen\n      meilleuresVentes { produitId nom quantite produit { id } }\n      stocksBas { id nom stock }\n    }\n  }\n": typeof types.TableauCommandesDocument,
    "\n  query Home {\n    bannieres { id url srcSet largeur hauteur accroche alt }\n    bestProducts { produits { id ...ProductCard_product } }\n  }\n": typeof types.HomeDocument,
    "\n  query OrderTracking($reference: String!) {\n    suiviCommande(reference: $reference) {\n      reference statut creeLe confirmeeLe livreeLe annuleeLe total nombreArticles\n      lignes { nom variante quantite prixUnitaire total }\n    }\n  }\n": typeof types.OrderTrackingDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne etoiles\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url thumbnailUrl srcSet width height alt couleur }\n      imagePrincipale { thumbnailUrl }\n      options { nom valeurs }\n      variantes { id taille couleur stock disponible }\n      ...WhatsAppButton_product\n    }\n    recommendations(productId: $id) { id ...ProductCard_product }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query SettingsPage {\n    parametres { nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version }\n  }\n": typeof types.SettingsPageDocument,
    "\n  mutation SaveSettings($input: ShopSettingsInput!) {\n    modifierParametres(input: $input) { nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version }\n  }\n": typeof types.SaveSettingsDocument,
    "\n  mutation RefreshTokens($refreshToken: String!) {\n    refreshTokens(refreshToken: $refreshToken) { accessToken refreshToken }\n  }\n": typeof types.RefreshTokensDocument,
    "\n  query Session { me { id email nom prenom nomComplet typeUtilisateur } }\n": typeof types.SessionDocument,
    "\n  mutation Logout($refreshToken: String!) { logout(refreshToken: $refreshToken) { success } }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  query StoreShell {\n    boutique {\n      nom description slug whatsapp urlPublique clePanier horaires\n      livraison { dakarPrix dakarDelai regionsPrix regionsDelai jourMemeAvant }\n      reseaux { facebook instagram tiktok }\n    }\n    categories(withProducts: true) { id nom sousTypes { id nom } }\n  }\n": types.StoreShellDocument,
    "\n  fragment WhatsAppButton_product on Product { id nom enRupture }\n": types.WhatsAppButton_ProductFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne etoiles\n    typeProduit { id nom }\n    imagePrincipale { url thumbnailUrl srcSet width height alt }\n    options { nom }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) { success message }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment ProfileForm_user on AdminUser { id nom prenom nomComplet email numero dateNaissance }\n": types.ProfileForm_UserFragmentDoc,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { id nomComplet email ...ProfileForm_user }\n  }\n": types.UpdateProfileDocument,
    "\n  query Account {\n    me { id nomComplet email typeUtilisateur createdAt derniereConnexion ...ProfileForm_user }\n  }\n": types.AccountDocument,
    "\n  fragment CategoryCard_category on Category { id nom description masquee nbSousTypes nbProduitsTotal nbProduitsEnRupture }\n": types.CategoryCard_CategoryFragmentDoc,
    "\n  query CategoryToEdit($id: ID!) { category(id: $id) { id nom description masquee sousTypes { id nom } } }\n": types.CategoryToEditDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id nom description masquee nbSousTypes sousTypes { id nom } } }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id nom description masquee nbSousTypes sousTypes { id nom } } }\n": types.UpdateCategoryDocument,
    "\n  query AdminCategoryList { categories { id nom nbSousTypes ...CategoryCard_category } }\n": types.AdminCategoryListDocument,
    "\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n": types.DeleteCategoryDocument,
    "\n  query CategoryTypes($id: ID!) { category(id: $id) { id nom nbSousTypes sousTypes { id nom nbProduits } } }\n": types.CategoryTypesDocument,
    "\n  mutation SetCategorySubTypes($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) { id nbSousTypes sousTypes { id nom nbProduits } }\n  }\n": types.SetCategorySubTypesDocument,
    "\n  mutation ReorderCategories($ids: [ID!]!) { reorderCategories(ids: $ids) { id } }\n": types.ReorderCategoriesDocument,
    "\n  fragment CommandeDetail on Order {\n    id reference statut source creeLe confirmeeLe livreeLe annuleeLe total nombreArticles\n    client { nom telephone zone adresse }\n    lignes { produitId varianteId nom variante quantite prixUnitaire total prixAffiche prixDifferent }\n    historique { de vers par le }\n  }\n": types.CommandeDetailFragmentDoc,
    "\n  query AdminCommandes($statut: OrderStatus, $search: String, $page: Int, $limit: Int, $du: String, $au: String) {\n    commandes(statut: $statut, search: $search, page: $page, limit: $limit, du: $du, au: $au) {\n      items { id reference statut creeLe total nombreArticles client { nom telephone } }\n      pagination { page pages total limit }\n    }\n  }\n": types.AdminCommandesDocument,
    "\n  query AdminCommande($reference: String!) {\n    commande(reference: $reference) { ...CommandeDetail }\n  }\n": types.AdminCommandeDocument,
    "\n  query CommandesNouvelles { commandesNouvelles }\n": types.CommandesNouvellesDocument,
    "\n  mutation ChangerStatutCommande($reference: String!, $statut: OrderStatus!) {\n    changerStatutCommande(reference: $reference, statut: $statut) { ...CommandeDetail }\n  }\n": types.ChangerStatutCommandeDocument,
    "\n  mutation EnregistrerCommandeDepuisMessage($message: String!) {\n    enregistrerCommandeDepuisMessage(message: $message) { commande { ...CommandeDetail } nonReconnues }\n  }\n": types.EnregistrerCommandeDepuisMessageDocument,
    "\n  fragment AdminProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne brouillon\n    typeProduit { id nom }\n    sousTypeProduit { id nom }\n    images { id url srcSet alt }\n  }\n": types.AdminProductCard_ProductFragmentDoc,
    "\n  mutation AdminProductBulk($input: ProductBulkInput!) {\n    modifierProduitsEnLot(input: $input) { action nombre restentEnRupture }\n  }\n": types.AdminProductBulkDocument,
    "\n  query AdminBulkCategories {\n    categories { id nom sousTypes { id nom } }\n  }\n": types.AdminBulkCategoriesDocument,
    "\n  query AdminProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne brouillon\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url srcSet thumbnailUrl alt }\n      options { nom }\n      variantes { id taille couleur stock actif }\n    }\n  }\n": types.AdminProductDetailDocument,
    "\n  query ProductFormCategories { categories { id nom sousTypes { id nom } } }\n": types.ProductFormCategoriesDocument,
    "\n  query ProductFormProduct($id: ID!) {\n    product(id: $id) {\n      id nom description prix pourcentPromotion aLaUne enRupture brouillon stock\n      typeProduit { id } sousTypeProduit { id }\n      images { id url thumbnailUrl originalName couleur }\n      options { nom valeurs }\n      variantes { taille couleur stock actif }\n    }\n  }\n": types.ProductFormProductDocument,
    "\n  mutation ProductFormCreate($input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) { createProduct(input: $input, images: $images, photos: $photos) { id } }\n": types.ProductFormCreateDocument,
    "\n  mutation ProductFormUpdate($id: ID!, $input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) {\n    updateProduct(id: $id, input: $input, images: $images, photos: $photos) {\n      id nom description prix pourcentPromotion prixApresPromotion aLaUne enRupture brouillon stock\n      images { id thumbnailUrl originalName couleur }\n      options { nom valeurs }\n      variantes { id taille couleur stock actif disponible }\n    }\n  }\n": types.ProductFormUpdateDocument,
    "\n  fragment ProductImportPage_plan on ProductImport {\n    empreinte importe lignes aCreer aModifier lignesEnErreur lignesNonAffichees\n    detail { ligne action nom erreurs { ligne colonne message } }\n  }\n": types.ProductImportPage_PlanFragmentDoc,
    "\n  mutation CheckProductImport($fichier: File!) { verifierImportProduits(fichier: $fichier) { ...ProductImportPage_plan } }\n": types.CheckProductImportDocument,
    "\n  mutation ConfirmProductImport($fichier: File!, $empreinte: String!) {\n    importerProduits(fichier: $fichier, empreinte: $empreinte) { ...ProductImportPage_plan }\n  }\n": types.ConfirmProductImportDocument,
    "\n  query AdminProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID, $stock: StockFilter, $brouillon: Boolean, $promotion: Boolean) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId, stock: $stock, brouillon: $brouillon, promotion: $promotion) {\n      items { id ...AdminProductCard_product ...ProductTable_product }\n      pagination { current pages total }\n    }\n  }\n": types.AdminProductListDocument,
    "\n  query AdminProductScope($id: ID!) {\n    category(id: $id) { id nom sousTypes { id nom } }\n  }\n": types.AdminProductScopeDocument,
    "\n  fragment ProductTable_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne brouillon\n    typeProduit { id nom }\n    sousTypeProduit { id nom }\n    imagePrincipale { id thumbnailUrl }\n  }\n": types.ProductTable_ProductFragmentDoc,
    "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": types.AdminDeleteProductDocument,
    "\n  query AdminDetail($id: ID!) {\n    admin(id: $id) {\n      id email nomComplet numero dateNaissance typeUtilisateur statut emailVerifie derniereConnexion createdAt\n      connexions(limit: 10) { id date ip userAgent }\n    }\n  }\n": types.AdminDetailDocument,
    "\n  query AdminList($search: String) {\n    admins(search: $search) { id email nomComplet typeUtilisateur statut derniereConnexion }\n  }\n": types.AdminListDocument,
    "\n  mutation SetAdminStatus($id: ID!, $action: AdminStatusAction!) {\n    setAdminStatus(id: $id, action: $action) { id statut }\n  }\n": types.SetAdminStatusDocument,
    "\n  mutation InviteAdmin($email: String!, $nom: String, $prenom: String) {\n    inviteAdmin(email: $email, nom: $nom, prenom: $prenom) { success message }\n  }\n": types.InviteAdminDocument,
    "\n  mutation ResendInvitation($id: ID!) { renvoyerInvitation(id: $id) { success message } }\n": types.ResendInvitationDocument,
    "\n  mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { success message } }\n": types.RequestPasswordResetDocument,
    "\n  mutation Login($identifiant: String!, $motDePasse: String!) {\n    login(identifiant: $identifiant, motDePasse: $motDePasse) { accessToken refreshToken }\n  }\n": types.LoginDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) { success message } }\n": types.ResetPasswordDocument,
    "\n  mutation ResendVerification($identifiant: String!) { resendVerification(identifiant: $identifiant) { success message } }\n": types.ResendVerificationDocument,
    "\n  mutation RequestVerification($identifiant: String!) { resendVerification(identifiant: $identifiant) { success message } }\n": types.RequestVerificationDocument,
    "\n  mutation VerifyAccount($token: String!) { verifyAccount(token: $token) { success message } }\n": types.VerifyAccountDocument,
    "\n  query CartCheck($ids: [ID!]!) {\n    productsByIds(ids: $ids) { id nom prixApresPromotion stock enRupture imagePrincipale { thumbnailUrl } variantes { id stock disponible } }\n  }\n": types.CartCheckDocument,
    "\n  query ProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID, $size: String) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId, size: $size) {\n      items { id ...ProductCard_product }\n      pagination { current pages total hasPrev hasNext }\n    }\n    productSizes(categoryId: $categoryId, subTypeId: $subTypeId)\n    bannieres { id url srcSet largeur hauteur accroche alt }\n  }\n": types.ProductListDocument,
    "\n  query Dashboard {\n    dashboardStats { title value percentage trend tone icon color lien }\n    recentActivity(limit: 4) { id title subtitle timestamp icon }\n    topProducts(by: recent, limit: 10) { id nom prixApresPromotion enRupture imagePrincipale { id thumbnailUrl } }\n  }\n": types.DashboardDocument,
    "\n  query TableauCommandes {\n    tableauCommandes {\n      commandesAujourdhui commandes7Jours ventes7Jours ventes30Jours panierMoyen\n      meilleuresVentes { produitId nom quantite produit { id } }\n      stocksBas { id nom stock }\n    }\n  }\n": types.TableauCommandesDocument,
    "\n  query Home {\n    bannieres { id url srcSet largeur hauteur accroche alt }\n    bestProducts { produits { id ...ProductCard_product } }\n  }\n": types.HomeDocument,
    "\n  query OrderTracking($reference: String!) {\n    suiviCommande(reference: $reference) {\n      reference statut creeLe confirmeeLe livreeLe annuleeLe total nombreArticles\n      lignes { nom variante quantite prixUnitaire total }\n    }\n  }\n": types.OrderTrackingDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne etoiles\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url thumbnailUrl srcSet width height alt couleur }\n      imagePrincipale { thumbnailUrl }\n      options { nom valeurs }\n      variantes { id taille couleur stock disponible }\n      ...WhatsAppButton_product\n    }\n    recommendations(productId: $id) { id ...ProductCard_product }\n  }\n": types.ProductDetailDocument,
    "\n  query SettingsPage {\n    parametres { nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version }\n  }\n": types.SettingsPageDocument,
    "\n  mutation SaveSettings($input: ShopSettingsInput!) {\n    modifierParametres(input: $input) { nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version }\n  }\n": types.SaveSettingsDocument,
    "\n  mutation RefreshTokens($refreshToken: String!) {\n    refreshTokens(refreshToken: $refreshToken) { accessToken refreshToken }\n  }\n": types.RefreshTokensDocument,
    "\n  query Session { me { id email nom prenom nomComplet typeUtilisateur } }\n": types.SessionDocument,
    "\n  mutation Logout($refreshToken: String!) { logout(refreshToken: $refreshToken) { success } }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreShell {\n    boutique {\n      nom description slug whatsapp urlPublique clePanier horaires\n      livraison { dakarPrix dakarDelai regionsPrix regionsDelai jourMemeAvant }\n      reseaux { facebook instagram tiktok }\n    }\n    categories(withProducts: true) { id nom sousTypes { id nom } }\n  }\n"): (typeof documents)["\n  query StoreShell {\n    boutique {\n      nom description slug whatsapp urlPublique clePanier horaires\n      livraison { dakarPrix dakarDelai regionsPrix regionsDelai jourMemeAvant }\n      reseaux { facebook instagram tiktok }\n    }\n    categories(withProducts: true) { id nom sousTypes { id nom } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WhatsAppButton_product on Product { id nom enRupture }\n"): (typeof documents)["\n  fragment WhatsAppButton_product on Product { id nom enRupture }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne etoiles\n    typeProduit { id nom }\n    imagePrincipale { url thumbnailUrl srcSet width height alt }\n    options { nom }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne etoiles\n    typeProduit { id nom }\n    imagePrincipale { url thumbnailUrl srcSet width height alt }\n    options { nom }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) { success message }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) { success message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_user on AdminUser { id nom prenom nomComplet email numero dateNaissance }\n"): (typeof documents)["\n  fragment ProfileForm_user on AdminUser { id nom prenom nomComplet email numero dateNaissance }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { id nomComplet email ...ProfileForm_user }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { id nomComplet email ...ProfileForm_user }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Account {\n    me { id nomComplet email typeUtilisateur createdAt derniereConnexion ...ProfileForm_user }\n  }\n"): (typeof documents)["\n  query Account {\n    me { id nomComplet email typeUtilisateur createdAt derniereConnexion ...ProfileForm_user }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryCard_category on Category { id nom description masquee nbSousTypes nbProduitsTotal nbProduitsEnRupture }\n"): (typeof documents)["\n  fragment CategoryCard_category on Category { id nom description masquee nbSousTypes nbProduitsTotal nbProduitsEnRupture }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryToEdit($id: ID!) { category(id: $id) { id nom description masquee sousTypes { id nom } } }\n"): (typeof documents)["\n  query CategoryToEdit($id: ID!) { category(id: $id) { id nom description masquee sousTypes { id nom } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id nom description masquee nbSousTypes sousTypes { id nom } } }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id nom description masquee nbSousTypes sousTypes { id nom } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id nom description masquee nbSousTypes sousTypes { id nom } } }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id nom description masquee nbSousTypes sousTypes { id nom } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoryList { categories { id nom nbSousTypes ...CategoryCard_category } }\n"): (typeof documents)["\n  query AdminCategoryList { categories { id nom nbSousTypes ...CategoryCard_category } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) { deleteCategory(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryTypes($id: ID!) { category(id: $id) { id nom nbSousTypes sousTypes { id nom nbProduits } } }\n"): (typeof documents)["\n  query CategoryTypes($id: ID!) { category(id: $id) { id nom nbSousTypes sousTypes { id nom nbProduits } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCategorySubTypes($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) { id nbSousTypes sousTypes { id nom nbProduits } }\n  }\n"): (typeof documents)["\n  mutation SetCategorySubTypes($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) { id nbSousTypes sousTypes { id nom nbProduits } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCategories($ids: [ID!]!) { reorderCategories(ids: $ids) { id } }\n"): (typeof documents)["\n  mutation ReorderCategories($ids: [ID!]!) { reorderCategories(ids: $ids) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommandeDetail on Order {\n    id reference statut source creeLe confirmeeLe livreeLe annuleeLe total nombreArticles\n    client { nom telephone zone adresse }\n    lignes { produitId varianteId nom variante quantite prixUnitaire total prixAffiche prixDifferent }\n    historique { de vers par le }\n  }\n"): (typeof documents)["\n  fragment CommandeDetail on Order {\n    id reference statut source creeLe confirmeeLe livreeLe annuleeLe total nombreArticles\n    client { nom telephone zone adresse }\n    lignes { produitId varianteId nom variante quantite prixUnitaire total prixAffiche prixDifferent }\n    historique { de vers par le }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCommandes($statut: OrderStatus, $search: String, $page: Int, $limit: Int, $du: String, $au: String) {\n    commandes(statut: $statut, search: $search, page: $page, limit: $limit, du: $du, au: $au) {\n      items { id reference statut creeLe total nombreArticles client { nom telephone } }\n      pagination { page pages total limit }\n    }\n  }\n"): (typeof documents)["\n  query AdminCommandes($statut: OrderStatus, $search: String, $page: Int, $limit: Int, $du: String, $au: String) {\n    commandes(statut: $statut, search: $search, page: $page, limit: $limit, du: $du, au: $au) {\n      items { id reference statut creeLe total nombreArticles client { nom telephone } }\n      pagination { page pages total limit }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCommande($reference: String!) {\n    commande(reference: $reference) { ...CommandeDetail }\n  }\n"): (typeof documents)["\n  query AdminCommande($reference: String!) {\n    commande(reference: $reference) { ...CommandeDetail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommandesNouvelles { commandesNouvelles }\n"): (typeof documents)["\n  query CommandesNouvelles { commandesNouvelles }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangerStatutCommande($reference: String!, $statut: OrderStatus!) {\n    changerStatutCommande(reference: $reference, statut: $statut) { ...CommandeDetail }\n  }\n"): (typeof documents)["\n  mutation ChangerStatutCommande($reference: String!, $statut: OrderStatus!) {\n    changerStatutCommande(reference: $reference, statut: $statut) { ...CommandeDetail }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnregistrerCommandeDepuisMessage($message: String!) {\n    enregistrerCommandeDepuisMessage(message: $message) { commande { ...CommandeDetail } nonReconnues }\n  }\n"): (typeof documents)["\n  mutation EnregistrerCommandeDepuisMessage($message: String!) {\n    enregistrerCommandeDepuisMessage(message: $message) { commande { ...CommandeDetail } nonReconnues }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne brouillon\n    typeProduit { id nom }\n    sousTypeProduit { id nom }\n    images { id url srcSet alt }\n  }\n"): (typeof documents)["\n  fragment AdminProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne brouillon\n    typeProduit { id nom }\n    sousTypeProduit { id nom }\n    images { id url srcSet alt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminProductBulk($input: ProductBulkInput!) {\n    modifierProduitsEnLot(input: $input) { action nombre restentEnRupture }\n  }\n"): (typeof documents)["\n  mutation AdminProductBulk($input: ProductBulkInput!) {\n    modifierProduitsEnLot(input: $input) { action nombre restentEnRupture }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBulkCategories {\n    categories { id nom sousTypes { id nom } }\n  }\n"): (typeof documents)["\n  query AdminBulkCategories {\n    categories { id nom sousTypes { id nom } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne brouillon\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url srcSet thumbnailUrl alt }\n      options { nom }\n      variantes { id taille couleur stock actif }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne brouillon\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url srcSet thumbnailUrl alt }\n      options { nom }\n      variantes { id taille couleur stock actif }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFormCategories { categories { id nom sousTypes { id nom } } }\n"): (typeof documents)["\n  query ProductFormCategories { categories { id nom sousTypes { id nom } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFormProduct($id: ID!) {\n    product(id: $id) {\n      id nom description prix pourcentPromotion aLaUne enRupture brouillon stock\n      typeProduit { id } sousTypeProduit { id }\n      images { id url thumbnailUrl originalName couleur }\n      options { nom valeurs }\n      variantes { taille couleur stock actif }\n    }\n  }\n"): (typeof documents)["\n  query ProductFormProduct($id: ID!) {\n    product(id: $id) {\n      id nom description prix pourcentPromotion aLaUne enRupture brouillon stock\n      typeProduit { id } sousTypeProduit { id }\n      images { id url thumbnailUrl originalName couleur }\n      options { nom valeurs }\n      variantes { taille couleur stock actif }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductFormCreate($input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) { createProduct(input: $input, images: $images, photos: $photos) { id } }\n"): (typeof documents)["\n  mutation ProductFormCreate($input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) { createProduct(input: $input, images: $images, photos: $photos) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProductFormUpdate($id: ID!, $input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) {\n    updateProduct(id: $id, input: $input, images: $images, photos: $photos) {\n      id nom description prix pourcentPromotion prixApresPromotion aLaUne enRupture brouillon stock\n      images { id thumbnailUrl originalName couleur }\n      options { nom valeurs }\n      variantes { id taille couleur stock actif disponible }\n    }\n  }\n"): (typeof documents)["\n  mutation ProductFormUpdate($id: ID!, $input: ProductInput!, $images: [File!], $photos: [PhotoInput!]) {\n    updateProduct(id: $id, input: $input, images: $images, photos: $photos) {\n      id nom description prix pourcentPromotion prixApresPromotion aLaUne enRupture brouillon stock\n      images { id thumbnailUrl originalName couleur }\n      options { nom valeurs }\n      variantes { id taille couleur stock actif disponible }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductImportPage_plan on ProductImport {\n    empreinte importe lignes aCreer aModifier lignesEnErreur lignesNonAffichees\n    detail { ligne action nom erreurs { ligne colonne message } }\n  }\n"): (typeof documents)["\n  fragment ProductImportPage_plan on ProductImport {\n    empreinte importe lignes aCreer aModifier lignesEnErreur lignesNonAffichees\n    detail { ligne action nom erreurs { ligne colonne message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckProductImport($fichier: File!) { verifierImportProduits(fichier: $fichier) { ...ProductImportPage_plan } }\n"): (typeof documents)["\n  mutation CheckProductImport($fichier: File!) { verifierImportProduits(fichier: $fichier) { ...ProductImportPage_plan } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmProductImport($fichier: File!, $empreinte: String!) {\n    importerProduits(fichier: $fichier, empreinte: $empreinte) { ...ProductImportPage_plan }\n  }\n"): (typeof documents)["\n  mutation ConfirmProductImport($fichier: File!, $empreinte: String!) {\n    importerProduits(fichier: $fichier, empreinte: $empreinte) { ...ProductImportPage_plan }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID, $stock: StockFilter, $brouillon: Boolean, $promotion: Boolean) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId, stock: $stock, brouillon: $brouillon, promotion: $promotion) {\n      items { id ...AdminProductCard_product ...ProductTable_product }\n      pagination { current pages total }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID, $stock: StockFilter, $brouillon: Boolean, $promotion: Boolean) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId, stock: $stock, brouillon: $brouillon, promotion: $promotion) {\n      items { id ...AdminProductCard_product ...ProductTable_product }\n      pagination { current pages total }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductScope($id: ID!) {\n    category(id: $id) { id nom sousTypes { id nom } }\n  }\n"): (typeof documents)["\n  query AdminProductScope($id: ID!) {\n    category(id: $id) { id nom sousTypes { id nom } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductTable_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne brouillon\n    typeProduit { id nom }\n    sousTypeProduit { id nom }\n    imagePrincipale { id thumbnailUrl }\n  }\n"): (typeof documents)["\n  fragment ProductTable_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne brouillon\n    typeProduit { id nom }\n    sousTypeProduit { id nom }\n    imagePrincipale { id thumbnailUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDetail($id: ID!) {\n    admin(id: $id) {\n      id email nomComplet numero dateNaissance typeUtilisateur statut emailVerifie derniereConnexion createdAt\n      connexions(limit: 10) { id date ip userAgent }\n    }\n  }\n"): (typeof documents)["\n  query AdminDetail($id: ID!) {\n    admin(id: $id) {\n      id email nomComplet numero dateNaissance typeUtilisateur statut emailVerifie derniereConnexion createdAt\n      connexions(limit: 10) { id date ip userAgent }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminList($search: String) {\n    admins(search: $search) { id email nomComplet typeUtilisateur statut derniereConnexion }\n  }\n"): (typeof documents)["\n  query AdminList($search: String) {\n    admins(search: $search) { id email nomComplet typeUtilisateur statut derniereConnexion }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAdminStatus($id: ID!, $action: AdminStatusAction!) {\n    setAdminStatus(id: $id, action: $action) { id statut }\n  }\n"): (typeof documents)["\n  mutation SetAdminStatus($id: ID!, $action: AdminStatusAction!) {\n    setAdminStatus(id: $id, action: $action) { id statut }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteAdmin($email: String!, $nom: String, $prenom: String) {\n    inviteAdmin(email: $email, nom: $nom, prenom: $prenom) { success message }\n  }\n"): (typeof documents)["\n  mutation InviteAdmin($email: String!, $nom: String, $prenom: String) {\n    inviteAdmin(email: $email, nom: $nom, prenom: $prenom) { success message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($id: ID!) { renvoyerInvitation(id: $id) { success message } }\n"): (typeof documents)["\n  mutation ResendInvitation($id: ID!) { renvoyerInvitation(id: $id) { success message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { success message } }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { success message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($identifiant: String!, $motDePasse: String!) {\n    login(identifiant: $identifiant, motDePasse: $motDePasse) { accessToken refreshToken }\n  }\n"): (typeof documents)["\n  mutation Login($identifiant: String!, $motDePasse: String!) {\n    login(identifiant: $identifiant, motDePasse: $motDePasse) { accessToken refreshToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) { success message } }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) { success message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($identifiant: String!) { resendVerification(identifiant: $identifiant) { success message } }\n"): (typeof documents)["\n  mutation ResendVerification($identifiant: String!) { resendVerification(identifiant: $identifiant) { success message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestVerification($identifiant: String!) { resendVerification(identifiant: $identifiant) { success message } }\n"): (typeof documents)["\n  mutation RequestVerification($identifiant: String!) { resendVerification(identifiant: $identifiant) { success message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyAccount($token: String!) { verifyAccount(token: $token) { success message } }\n"): (typeof documents)["\n  mutation VerifyAccount($token: String!) { verifyAccount(token: $token) { success message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCheck($ids: [ID!]!) {\n    productsByIds(ids: $ids) { id nom prixApresPromotion stock enRupture imagePrincipale { thumbnailUrl } variantes { id stock disponible } }\n  }\n"): (typeof documents)["\n  query CartCheck($ids: [ID!]!) {\n    productsByIds(ids: $ids) { id nom prixApresPromotion stock enRupture imagePrincipale { thumbnailUrl } variantes { id stock disponible } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID, $size: String) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId, size: $size) {\n      items { id ...ProductCard_product }\n      pagination { current pages total hasPrev hasNext }\n    }\n    productSizes(categoryId: $categoryId, subTypeId: $subTypeId)\n    bannieres { id url srcSet largeur hauteur accroche alt }\n  }\n"): (typeof documents)["\n  query ProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID, $size: String) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId, size: $size) {\n      items { id ...ProductCard_product }\n      pagination { current pages total hasPrev hasNext }\n    }\n    productSizes(categoryId: $categoryId, subTypeId: $subTypeId)\n    bannieres { id url srcSet largeur hauteur accroche alt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboardStats { title value percentage trend tone icon color lien }\n    recentActivity(limit: 4) { id title subtitle timestamp icon }\n    topProducts(by: recent, limit: 10) { id nom prixApresPromotion enRupture imagePrincipale { id thumbnailUrl } }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboardStats { title value percentage trend tone icon color lien }\n    recentActivity(limit: 4) { id title subtitle timestamp icon }\n    topProducts(by: recent, limit: 10) { id nom prixApresPromotion enRupture imagePrincipale { id thumbnailUrl } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TableauCommandes {\n    tableauCommandes {\n      commandesAujourdhui commandes7Jours ventes7Jours ventes30Jours panierMoyen\n      meilleuresVentes { produitId nom quantite produit { id } }\n      stocksBas { id nom stock }\n    }\n  }\n"): (typeof documents)["\n  query TableauCommandes {\n    tableauCommandes {\n      commandesAujourdhui commandes7Jours ventes7Jours ventes30Jours panierMoyen\n      meilleuresVentes { produitId nom quantite produit { id } }\n      stocksBas { id nom stock }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    bannieres { id url srcSet largeur hauteur accroche alt }\n    bestProducts { produits { id ...ProductCard_product } }\n  }\n"): (typeof documents)["\n  query Home {\n    bannieres { id url srcSet largeur hauteur accroche alt }\n    bestProducts { produits { id ...ProductCard_product } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderTracking($reference: String!) {\n    suiviCommande(reference: $reference) {\n      reference statut creeLe confirmeeLe livreeLe annuleeLe total nombreArticles\n      lignes { nom variante quantite prixUnitaire total }\n    }\n  }\n"): (typeof documents)["\n  query OrderTracking($reference: String!) {\n    suiviCommande(reference: $reference) {\n      reference statut creeLe confirmeeLe livreeLe annuleeLe total nombreArticles\n      lignes { nom variante quantite prixUnitaire total }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne etoiles\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url thumbnailUrl srcSet width height alt couleur }\n      imagePrincipale { thumbnailUrl }\n      options { nom valeurs }\n      variantes { id taille couleur stock disponible }\n      ...WhatsAppButton_product\n    }\n    recommendations(productId: $id) { id ...ProductCard_product }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne etoiles\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url thumbnailUrl srcSet width height alt couleur }\n      imagePrincipale { thumbnailUrl }\n      options { nom valeurs }\n      variantes { id taille couleur stock disponible }\n      ...WhatsAppButton_product\n    }\n    recommendations(productId: $id) { id ...ProductCard_product }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsPage {\n    parametres { nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version }\n  }\n"): (typeof documents)["\n  query SettingsPage {\n    parametres { nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSettings($input: ShopSettingsInput!) {\n    modifierParametres(input: $input) { nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version }\n  }\n"): (typeof documents)["\n  mutation SaveSettings($input: ShopSettingsInput!) {\n    modifierParametres(input: $input) { nom description whatsapp facebook instagram tiktok dakarPrix dakarDelai regionsDelai jourMemeAvant horaires version }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshTokens($refreshToken: String!) {\n    refreshTokens(refreshToken: $refreshToken) { accessToken refreshToken }\n  }\n"): (typeof documents)["\n  mutation RefreshTokens($refreshToken: String!) {\n    refreshTokens(refreshToken: $refreshToken) { accessToken refreshToken }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session { me { id email nom prenom nomComplet typeUtilisateur } }\n"): (typeof documents)["\n  query Session { me { id email nom prenom nomComplet typeUtilisateur } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String!) { logout(refreshToken: $refreshToken) { success } }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String!) { logout(refreshToken: $refreshToken) { success } }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;