import { useEffect } from "react";
import { Navigate, Route, Routes, useParams } from "react-router";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import { createApolloClient } from "../lib/apollo.ts";
import { createUploadLink } from "../lib/upload-link.ts";
import { createAuthLink } from "../lib/auth/link.ts";
import { createRefresher } from "../lib/auth/refresh.ts";
import { SessionProvider } from "../lib/auth/session.tsx";
import { tokenStore } from "../lib/auth/tokens.ts";
import { AdminToaster } from "../components/ui/admin-toaster.tsx";
import { LoginPage } from "../features/auth/LoginPage.tsx";
import { ForgotPasswordPage } from "../features/auth/ForgotPasswordPage.tsx";
import { VerificationRequestPage } from "../features/auth/VerificationRequestPage.tsx";
import { ResetPasswordPage } from "../features/auth/ResetPasswordPage.tsx";
import { VerifyAccountPage } from "../features/auth/VerifyAccountPage.tsx";
import { ProfilePage } from "../features/account/ProfilePage.tsx";
import { AdminListPage } from "../features/admins/AdminListPage.tsx";
import { InviteAdminPage } from "../features/admins/InviteAdminPage.tsx";
import { AdminDetailPage } from "../features/admins/AdminDetailPage.tsx";
import { ProductListPage } from "../features/admin-products/ProductListPage.tsx";
import { ProductDetailPage } from "../features/admin-products/ProductDetailPage.tsx";
import { DashboardPage } from "../features/dashboard/DashboardPage.tsx";
import { OrderListPage } from "../features/admin-orders/OrderListPage.tsx";
import { OrderDetailPage } from "../features/admin-orders/OrderDetailPage.tsx";
import { PasteOrderPage } from "../features/admin-orders/PasteOrderPage.tsx";
import { CategoryListPage } from "../features/admin-categories/CategoryListPage.tsx";
import { CreateCategoryPage, EditCategoryPage } from "../features/admin-categories/CategoryFormPage.tsx";
import { SubTypesPage } from "../features/admin-categories/SubTypesPage.tsx";
import { ProductFormPage } from "../features/admin-products/ProductFormPage.tsx";
import { ProductImportPage } from "../features/admin-products/ProductImportPage.tsx";
import { SettingsPage } from "../features/settings/SettingsPage.tsx";
import { adminSystem } from "./admin/adminSystem.ts";
import { applyColorMode, resetColorMode, storedColorMode } from "./admin/colorMode.ts";
import { AuthLayout } from "./admin/AuthLayout.tsx";
import { AdminLayout } from "./admin/AdminLayout.tsx";
import { GuestOnly, RequireAuth, RequireSuperAdmin } from "./admin/guards.tsx";
import { AdminNotFound } from "./admin/AdminNotFound.tsx";

const ADMIN_TITLE = "Admin - Gestion de la boutique";

// One refresher for the whole back-office: the Apollo link and the 10-minute timer share it.
const refresh = createRefresher(tokenStore);
const client = createApolloClient([createAuthLink(tokenStore, refresh)], createUploadLink());

/** /admin/categories/{id} and …/type/{id} are only stops on the way to their list (SPEC §2). */
function RedirectTo({ to }: { to: (params: Record<string, string | undefined>) => string }) {
  return <Navigate to={to(useParams())} replace />;
}

function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route element={<GuestOnly />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="forget" element={<ForgotPasswordPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="verification" element={<VerificationRequestPage />} />
        </Route>
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="verify-account" element={<VerifyAccountPage />} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="commandes" element={<OrderListPage />} />
          <Route path="commandes/depuis-message" element={<PasteOrderPage />} />
          <Route path="commandes/:reference" element={<OrderDetailPage />} />
          <Route path="categories" element={<CategoryListPage />} />
          <Route path="categories/add" element={<CreateCategoryPage />} />
          <Route path="categories/update/:id" element={<EditCategoryPage />} />
          <Route path="categories/:id" element={<RedirectTo to={(p) => `/admin/categories/${p.id}/type`} />} />
          <Route path="categories/:id/type" element={<SubTypesPage />} />
          <Route path="categories/:id/produits" element={<ProductListPage key="category" scope="category" />} />
          <Route path="categories/:categoryId/produits/add" element={<ProductFormPage />} />
          <Route
            path="categories/:categoryId/type/:id"
            element={<RedirectTo to={(p) => `/admin/categories/${p.categoryId}/type/${p.id}/produits`} />}
          />
          <Route path="categories/:categoryId/type/:id/produits" element={<ProductListPage key="subType" scope="subType" />} />
          <Route path="categories/:categoryId/type/:typeId/produits/add" element={<ProductFormPage />} />
          <Route path="produits" element={<ProductListPage key="all" />} />
          <Route path="produits/add" element={<ProductFormPage />} />
          <Route path="produits/import" element={<ProductImportPage />} />
          <Route path="produits/update/:id" element={<ProductFormPage />} />
          <Route path="produits/:id" element={<ProductDetailPage />} />
          <Route path="compte" element={<ProfilePage />} />
          <Route element={<RequireSuperAdmin />}>
            <Route path="utilisateurs" element={<AdminListPage />} />
            <Route path="utilisateurs/add" element={<InviteAdminPage />} />
            <Route path="utilisateurs/:id" element={<AdminDetailPage />} />
            <Route path="parametres" element={<SettingsPage />} />
          </Route>
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** The back-office: its own chunk, Apollo client with the authentication links, theme and title. */
export default function AdminApp() {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = ADMIN_TITLE;
    applyColorMode(storedColorMode());
    return () => {
      document.title = previousTitle;
      resetColorMode();
    };
  }, []);
  return (
    <ChakraProvider value={adminSystem}>
      <ApolloProvider client={client}>
        <SessionProvider refresh={refresh}>
          <AdminRoutes />
          <AdminToaster />
        </SessionProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
