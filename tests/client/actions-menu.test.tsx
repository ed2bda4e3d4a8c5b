// A menu item acts on the tap it receives (components/ui/ActionsMenu.tsx): Zag's Menu.Root onSelect acted on the
// highlighted item instead, and did nothing when a tap arrived with none highlighted (a pointer leave
// clears it); CI saw 'Dupliquer' close its menu and do nothing.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react";
import { adminSystem } from "../../client/src/app/admin/adminSystem.ts";
import { ActionsMenu } from "../../client/src/components/ui/ActionsMenu.tsx";

// jsdom has no ResizeObserver; the menu's positioning only needs one to exist.
beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(cleanup);

const ACTIONS = [
  { value: "edit", label: "Modifier" },
  { value: "duplicate", label: "Dupliquer" },
];

async function openMenu() {
  const chosen: string[] = [];
  render(
    <ChakraProvider value={adminSystem}>
      <ActionsMenu name="Robe wax" actions={ACTIONS} onSelect={(v) => chosen.push(v)} />
    </ChakraProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Actions pour Robe wax" }));
  await screen.findByRole("menuitem", { name: "Dupliquer" });
  return chosen;
}

it("a click on an item nothing highlighted runs that item's action", async () => {
  const chosen = await openMenu();
  fireEvent.click(screen.getByRole("menuitem", { name: "Dupliquer" }));
  expect(chosen).toEqual(["duplicate"]);
});

it("a pointer that left the item before the click still runs the clicked item", async () => {
  const chosen = await openMenu();
  const item = screen.getByRole("menuitem", { name: "Dupliquer" });
  fireEvent.pointerDown(item, { pointerType: "mouse" });
  fireEvent.pointerLeave(item, { pointerType: "mouse" });
  fireEvent.click(item);
  expect(chosen).toEqual(["duplicate"]);
});

it("Enter on the highlighted item runs it", async () => {
  const chosen = await openMenu();
  const menu = screen.getByRole("menu");
  fireEvent.keyDown(menu, { key: "ArrowDown" });
  await waitFor(() => expect(menu.querySelector("[data-highlighted]")).not.toBeNull());
  const highlighted = menu.querySelector("[data-highlighted]")!.getAttribute("data-value");
  fireEvent.keyDown(menu, { key: "Enter" });
  await waitFor(() => expect(chosen).toEqual([highlighted]));
});
