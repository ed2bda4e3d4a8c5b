// French messages of the account flows, as text and simple HTML.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function message(shop: string, to: string, subject: string, lines: string[], action: string, link: string, expiry: string) {
  const text = [
    ...lines,
    "",
    `${action} : ${link}`,
    "",
    `Ce lien est valable ${expiry} et ne peut servir qu'une fois.`,
    "",
    `— ${shop}`,
  ].join("\n");
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1b1b1f;max-width:560px;margin:auto">
<h1 style="color:#23306b;font-size:20px">${escapeHtml(shop)}</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#23306b;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#555;font-size:13px">Ce lien est valable ${escapeHtml(expiry)} et ne peut servir qu'une fois.<br>Si le bouton ne fonctionne pas, copiez cette adresse : ${escapeHtml(link)}</p></body></html>`;
  return { to, subject, text, html, link };
}

export const invitationEmail = (shop: string, to: string, link: string) =>
  message(
    shop,
    to,
    `Invitation à administrer ${shop}`,
    [
      "Bonjour,",
      `Vous êtes invité(e) à administrer la boutique ${shop}.`,
      "Créez votre mot de passe pour activer votre compte : votre adresse email sera vérifiée du même coup.",
    ],
    "Créer mon mot de passe",
    link,
    "72 heures",
  );

export const verificationEmail = (shop: string, to: string, link: string) =>
  message(
    shop,
    to,
    `Vérifiez votre adresse email — ${shop}`,
    ["Bonjour,", "Confirmez votre adresse email pour accéder à l'administration de la boutique."],
    "Vérifier mon adresse email",
    link,
    "24 heures",
  );

export const resetEmail = (shop: string, to: string, link: string) =>
  message(
    shop,
    to,
    `Réinitialisation de votre mot de passe — ${shop}`,
    ["Bonjour,", "Vous avez demandé à réinitialiser votre mot de passe. Si ce n'est pas vous, ignorez ce message."],
    "Choisir un nouveau mot de passe",
    link,
    "1 heure",
  );
