// The shop's two faces (DESIGN.md), with font-display: swap. Loaded by the entry after the first
// screen's photos (decision 050): meanwhile the text shows in local fallback faces whose metrics
// are matched to these (index.html), so the swap moves nothing.
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/playfair-display/latin-700.css";
