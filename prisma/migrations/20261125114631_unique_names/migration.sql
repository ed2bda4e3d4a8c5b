-- Issue 11: names of categories, and of sub-types within a category, unique whatever the case and
-- the accents (decision 033). Databases may already hold such duplicates: the later ones (creation
-- order) get a " (doublon n)" suffix so the unique indexes can be built; an admin can rename them.

-- Categories: "sortName" is already the folded name (server/src/lib/text.ts foldText).
WITH ranked AS (
  SELECT id, row_number() OVER (PARTITION BY "sortName" ORDER BY "createdAt", id) AS n FROM "Category"
)
UPDATE "Category" c
SET name = c.name || ' (doublon ' || r.n || ')', "sortName" = c."sortName" || ' (doublon ' || r.n || ')'
FROM ranked r WHERE r.id = c.id AND r.n > 1;

-- DropIndex
DROP INDEX "Category_sortName_idx";

-- CreateIndex
CREATE UNIQUE INDEX "Category_sortName_key" ON "Category"("sortName");

-- Sub-types: "nameKey" was only lower-cased; fold it like foldText (accents of Latin letters
-- removed, spaces collapsed: translate() first, since lower() of a C-locale database is ASCII-only).
DROP INDEX "SubType_categoryId_nameKey_key";
WITH folded AS (
  SELECT id, btrim(regexp_replace(lower(translate(name, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy')), '\s+', ' ', 'g')) AS key,
    row_number() OVER (PARTITION BY "categoryId", btrim(regexp_replace(lower(translate(name, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy')), '\s+', ' ', 'g')) ORDER BY "createdAt", id) AS n
  FROM "SubType"
)
UPDATE "SubType" s
SET "nameKey" = CASE WHEN f.n = 1 THEN f.key ELSE f.key || ' (doublon ' || f.n || ')' END,
    name = CASE WHEN f.n = 1 THEN s.name ELSE s.name || ' (doublon ' || f.n || ')' END
FROM folded f WHERE f.id = s.id;
CREATE UNIQUE INDEX "SubType_categoryId_nameKey_key" ON "SubType"("categoryId", "nameKey");
