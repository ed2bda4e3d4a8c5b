// A wa.me address: its own module, so the pages that only link to the chat (every page's button)
// do not load the order message's code, which only the cart needs.
export const whatsappLink = (phone: string, text?: string) =>
  `https://wa.me/${phone.replace(/\D/g, "")}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
