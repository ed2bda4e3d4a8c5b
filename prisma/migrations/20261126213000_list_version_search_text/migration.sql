-- Searches are answered from the list order kept in memory too (decision 054): a write that changes
-- a product's search text alone (its description) changes their results, so it bumps the version.
DROP TRIGGER list_version ON "Product";
CREATE TRIGGER list_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "categoryId", "subTypeId", "finalPrice", "sortName", "featured", "searchText" ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
