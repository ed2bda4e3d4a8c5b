// npm run admin:create [-- --email a@b.sn --password … --role SUPER_ADMIN|ADMIN --nom … --prenom … --numero +221…]
// Creates a verified, active administrator through the accounts service (same rules as the app);
// asks in French for whatever the flags leave out (also from piped input, one answer a line).
import readline from "node:readline/promises";
import { flag, openShop } from "./lib/shop.ts";
import { createBootstrap } from "../server/src/services/auth-bootstrap.ts";
import { AppError } from "../server/src/lib/errors.ts";

// With --email, the flags are the answers (only a missing password is asked, to keep it out of the
// shell history); without it, every field is asked.
const interactive = flag("email") === undefined;
const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
const lines = rl[Symbol.asyncIterator]();
async function ask(question: string, value: string | undefined, fallback = "", required = false) {
  if (value !== undefined || (!interactive && !required)) return value ?? fallback;
  process.stdout.write(`${question} : `);
  const answer = await lines.next();
  if (!process.stdin.isTTY) process.stdout.write("\n");
  return answer.done ? fallback : answer.value.trim() || fallback;
}

let code = 0;
try {
  const email = await ask("Email", flag("email"), "", true);
  const password = await ask("Mot de passe (8 caractères au moins ; il s'affiche pendant la saisie)", flag("password"), "", true);
  const role = await ask("Rôle (SUPER_ADMIN ou ADMIN) [ADMIN]", flag("role"), "ADMIN");
  const nom = await ask("Nom", flag("nom"));
  const prenom = await ask("Prénom", flag("prenom"));
  const numero = await ask("Téléphone avec indicatif (facultatif, ex. +221770000000)", flag("numero"));
  const shop = await openShop();
  try {
    const accounts = createBootstrap({ prisma: shop.prisma, config: shop.config });
    const user = await accounts.createAccount({ email, password, role, nom, prenom, numero });
    console.log(`${user.role === "SUPER_ADMIN" ? "Super administrateur" : "Administrateur"} créé : ${user.email}`);
  } finally {
    await shop.close();
  }
} catch (e) {
  console.error(e instanceof AppError ? e.message : e);
  code = 1;
} finally {
  rl.close();
}
process.exit(code);
