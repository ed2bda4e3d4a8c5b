// The audit log behind the dashboard's recent activity: one row per admin write, written in the
// same transaction as the write it describes.
import type { Prisma } from "../generated/prisma/client.ts";

export interface AuditInput {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  summary: string;
}

export const recordAudit = (tx: Prisma.TransactionClient, entry: AuditInput) => tx.auditEntry.create({ data: entry });
