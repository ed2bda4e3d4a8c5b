import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  accordionSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  containerRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  toastSlotRecipe,
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

// DESIGN.md: deep indigo primary, terracotta/ochre accent, sand and off-white surfaces, near-black
// text; WhatsApp green only on WhatsApp buttons. Semantic tokens carry the light and dark values.
// Only the recipes the storefront uses (Chakra's full theme would double the initial JavaScript).
const storefrontTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        indigo: {
          50: { value: "#eef0fa" },
          100: { value: "#d5daf2" },
          200: { value: "#aab4e4" },
          300: { value: "#7e8dd4" },
          400: { value: "#5566c0" },
          500: { value: "#3a4aa6" },
          600: { value: "#2d3b8a" },
          700: { value: "#23306b" },
          800: { value: "#1a2450" },
          900: { value: "#121935" },
          950: { value: "#0b1022" },
        },
        terracotta: {
          50: { value: "#fcf1ec" },
          100: { value: "#f7dccf" },
          200: { value: "#efb89f" },
          300: { value: "#e6936f" },
          400: { value: "#dc7048" },
          500: { value: "#c4552c" },
          600: { value: "#a24322" },
          700: { value: "#80351c" },
          800: { value: "#5e2816" },
          900: { value: "#3e1a0e" },
          950: { value: "#2a1109" },
        },
        sand: { 50: { value: "#fbf8f3" }, 100: { value: "#f4ede1" }, 200: { value: "#e9dcc5" }, 300: { value: "#d9c4a0" } },
        // 700 and 800 carry white text: 5.4:1 and 7.5:1 (WhatsApp's #128c4a gave 4.3:1, under WCAG AA).
        whatsapp: { 500: { value: "#25d366" }, 600: { value: "#1da851" }, 700: { value: "#0f7a40" }, 800: { value: "#0b6232" } },
      },
      fonts: {
        heading: { value: "'Playfair Display', Georgia, serif" },
        body: { value: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: "{colors.indigo.700}", _dark: "{colors.indigo.300}" } },
          contrast: { value: { _light: "white", _dark: "{colors.indigo.950}" } },
          fg: { value: { _light: "{colors.indigo.700}", _dark: "{colors.indigo.200}" } },
          muted: { value: { _light: "{colors.indigo.100}", _dark: "{colors.indigo.900}" } },
          subtle: { value: { _light: "{colors.indigo.50}", _dark: "{colors.indigo.950}" } },
          emphasized: { value: { _light: "{colors.indigo.200}", _dark: "{colors.indigo.800}" } },
          focusRing: { value: { _light: "{colors.indigo.500}", _dark: "{colors.indigo.300}" } },
        },
        accent: {
          solid: { value: { _light: "{colors.terracotta.600}", _dark: "{colors.terracotta.400}" } },
          contrast: { value: { _light: "white", _dark: "{colors.terracotta.950}" } },
          fg: { value: { _light: "{colors.terracotta.700}", _dark: "{colors.terracotta.300}" } },
          muted: { value: { _light: "{colors.terracotta.100}", _dark: "{colors.terracotta.900}" } },
          subtle: { value: { _light: "{colors.terracotta.50}", _dark: "{colors.terracotta.950}" } },
        },
        surface: {
          page: { value: { _light: "{colors.sand.50}", _dark: "#0f1117" } },
          card: { value: { _light: "white", _dark: "#181b24" } },
          sand: { value: { _light: "{colors.sand.100}", _dark: "#1f2230" } },
        },
        ink: { value: { _light: "#1b1b1f", _dark: "#f3f1ec" } },
      },
    },
  },
  globalCss: {
    body: { bg: "surface.page", color: "ink" },
  },
});

type Config = ReturnType<typeof defineConfig>;
type TokenTree = { [key: string]: unknown };

/** A semantic token `{ value: { _light, _dark } }` reduced to its light value, in any group. */
function lightValues(tree: TokenTree): TokenTree {
  const { value } = tree as { value?: { _light?: unknown } };
  if (value && typeof value === "object" && "_light" in value) return { ...tree, value: value._light };
  if ("value" in tree) return tree;
  return Object.fromEntries(
    Object.entries(tree).map(([key, child]) => [key, child && typeof child === "object" ? lightValues(child as TokenTree) : child]),
  );
}

/** The storefront has no dark theme (admin/colorMode.ts): without the dark values its system is
 * about a third cheaper to create and its page CSS 8 KB smaller (decision 055). */
const withoutDark = (c: Config): Config =>
  c.theme?.semanticTokens ? { ...c, theme: { ...c.theme, semanticTokens: lightValues(c.theme.semanticTokens as TokenTree) } } : c;

/** The back-office's base: the storefront's theme with its dark values. */
export const shopConfigs = [defaultBaseConfig, storefrontTheme, config] as const;

let system: ReturnType<typeof createSystem> | null = null;

/** Made on first use, not when the module loads: it is the largest single piece of start-up work
 * (~60 ms on a slow phone), and the browser entry runs it in a task of its own (start.tsx,
 * decision 050). */
export function shopSystem() {
  system ??= createSystem(...shopConfigs.map(withoutDark));
  return system;
}

let withoutGlobal: ReturnType<typeof createSystem> | null = null;

/** The system as ChakraProvider sees it on a page the server drew: its global CSS (the reset, the
 * base styles, the tokens' variables) is already in the page's <head>, so the provider's <Global>
 * neither makes it (lazy since decision 057) nor serializes and hashes it again while hydrating.
 * The provider's children keep their places: the tree still matches the server's. */
export function shopSystemWithoutGlobalCss(): ReturnType<typeof createSystem> {
  withoutGlobal ??= Object.create(shopSystem(), { _global: { value: [] } }) as ReturnType<typeof createSystem>;
  return withoutGlobal;
}
