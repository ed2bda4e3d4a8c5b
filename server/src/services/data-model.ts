// Prisma's data model as the generated Pothos types carry it (the schema builder reads the same):
// the catalogue's hand-written SQL (product rows, the kept list order) takes its columns from here
// rather than from a copy of prisma/schema.prisma. A field's name is its column's (no @map).
import { getDatamodel } from "../generated/pothos-prisma-types.ts";

const MODELS = getDatamodel().datamodel.models;

export type DataModelField = (typeof MODELS)[string]["fields"][number];

export function modelFields(model: string): readonly DataModelField[] {
  const found = MODELS[model];
  if (!found) throw new Error(`modèle Prisma inconnu : ${model}`);
  return found.fields;
}

/** A scalar field of "Product" (a filter's column). */
export function productField(name: string): DataModelField {
  const field = modelFields("Product").find((f) => f.name === name && f.kind !== "object");
  if (!field) throw new Error(`colonne inconnue de Product : ${name}`);
  return field;
}
