/** Category links of the header: /pro?categorie={id}&type={subTypeId} (SPEC §2). */
export const categoryHref = (c: { id: string }, subTypeId?: string) =>
  `/pro?categorie=${encodeURIComponent(c.id)}${subTypeId ? `&type=${encodeURIComponent(subTypeId)}` : ""}`;
