// npm run admin:create [-- --email a@b.sn --password … --role SUPER_ADMIN|ADMIN --nom … --prenom … --numero +221…]
// Creates a verified, active administrator; asks for what is missing when run in a terminal.
import readline from "node:readline/promises";
import { flag, openShop } from "./lib/shop.ts";
import { hashPassword } from "../server/src/auth/crypto.ts";
import { isEmail, parseContact } from "../server/src/services/account-rules.ts";

async function ask(rl: readline.Interface | null, question: string, value: string | undefined, hidden = false) {
  if (value !== undefined) return value;
  if (!rl) throw new Error(`${question} manquant (option en ligne de commande requise hors terminal)`);
  if (hidden) process.stdout.write("(le mot de passe s'affiche pendant la saisie)\n");
  return (await rl.question(`${question} : `)).trim();
}

const rl = process.stdin.isTTY ? readline.createInterface({ input: process.stdin, output: process.stdout }) : null;
let code = 0;
try {
  const email = (await ask(rl, "Email", flag("email"))).toLowerCase();
  if (!isEmail(email)) throw new Error("Veuillez saisir une adresse email valide");
  const password = await ask(rl, "Mot de passe (8 caractères au moins)", flag("password"), true);
  if (password.length < 8) throw new Error("Le mot de passe doit contenir au moins 8 caractères.");
  const role = (flag("role") ?? (rl ? (await rl.question("Rôle (SUPER_ADMIN ou ADMIN) [ADMIN] : ")).trim() : "") ?? "ADMIN").toUpperCase() || "ADMIN";
  if (role !== "ADMIN" && role !== "SUPER_ADMIN") throw new Error("Le rôle doit être SUPER_ADMIN ou ADMIN.");
  const lastName = flag("nom") ?? (rl ? (await rl.question("Nom : ")).trim() : "");
  const firstName = flag("prenom") ?? (rl ? (await rl.question("Prénom : ")).trim() : "");
  const { phone } = parseContact({ email, numero: flag("numero") ?? "" });
  const shop = await openShop();
  try {
    if (await shop.prisma.adminUser.findUnique({ where: { email } })) throw new Error(`Un administrateur utilise déjà ${email}.`);
    await shop.prisma.adminUser.create({
      data: {
        email, phone, role, lastName, firstName, fullName: `${firstName} ${lastName}`.trim(),
        passwordHash: await hashPassword(password), emailVerifiedAt: new Date(),
      },
    });
    console.log(`${role === "SUPER_ADMIN" ? "Super administrateur" : "Administrateur"} créé : ${email}`);
  } finally {
    await shop.close();
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  code = 1;
} finally {
  rl?.close();
}
process.exit(code);
