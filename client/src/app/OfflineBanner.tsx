// Shown while the connection is lost (decision 038). Its own chunk, kept by the service worker, with
// no component library of its own: a shopper who stays online never loads it. Colours are the
// theme's tokens (Chakra's CSS variables).
const box = {
  background: "var(--chakra-colors-indigo-950)",
  color: "white",
  borderInlineStart: "4px solid var(--chakra-colors-terracotta-400)",
  padding: "10px 16px",
  fontSize: "14px",
  lineHeight: 1.45,
  boxShadow: "var(--chakra-shadows-md)",
};

export default function OfflineBanner() {
  return (
    <div role="status" style={box} data-testid="offline-banner">
      <p style={{ margin: 0, fontWeight: 600 }}>Connexion perdue</p>
      <p style={{ margin: 0 }}>
        Les pages déjà consultées et votre panier restent disponibles. Les prix seront vérifiés à nouveau avant la commande.
      </p>
    </div>
  );
}
