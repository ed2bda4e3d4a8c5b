import { EventEmitter } from "node:events";

/** Announces catalogue writes so read caches (GraphQL response cache) drop stale entries at once. */
export class CatalogueEvents extends EventEmitter<{ changed: [] }> {
  changed() {
    this.emit("changed");
  }
}
